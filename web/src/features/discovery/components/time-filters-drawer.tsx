import { Button, Drawer, Group } from '@mantine/core';
import type { ComponentProps } from 'react';
import { TimeFilters } from './time-filters.tsx';

interface TimeFiltersDrawerProps extends Omit<ComponentProps<typeof TimeFilters>, 'stacked'> {
  opened: boolean;
  onClose: () => void;
}

/**
 * The phone's time filters, from the bottom of the screen so the list stays in view above it.
 * Each change applies at once (the list behind it follows); loaded when first opened.
 */
export function TimeFiltersDrawer({ opened, onClose, ...filters }: TimeFiltersDrawerProps) {
  const set = filters.day !== '' || filters.period !== '' || filters.online;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      // As tall as the filters, not the screen: the list stays in view above the drawer.
      styles={{ content: { height: 'auto' } }}
      title="When to book"
      radius="md"
    >
      <TimeFilters {...filters} stacked />
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          disabled={!set}
          onClick={() => filters.onChange({ available_on: null, period: null, online: null })}
        >
          Clear
        </Button>
        <Button onClick={onClose}>Show businesses</Button>
      </Group>
    </Drawer>
  );
}
