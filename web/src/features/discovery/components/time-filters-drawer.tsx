import { Button, Drawer, Group } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { discoveryMessages } from '../messages.ts';
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
  const t = useT(discoveryMessages);
  const set = filters.day !== '' || filters.period !== '' || filters.online;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      // As tall as the filters, not the screen: the list stays in view above the drawer.
      styles={{ content: { height: 'auto' } }}
      title={t('discovery.time.title')}
      radius="md"
    >
      <TimeFilters {...filters} stacked />
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          disabled={!set}
          onClick={() => filters.onChange({ available_on: null, period: null, online: null })}
        >
          {t('discovery.clear')}
        </Button>
        <Button onClick={onClose}>{t('discovery.time.show')}</Button>
      </Group>
    </Drawer>
  );
}
