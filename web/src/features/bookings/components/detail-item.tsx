import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailItemProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One labelled value of a details list (inside a `dl`): a term with its icon, then the value. */
export function DetailItem({ icon, label, children }: DetailItemProps) {
  return (
    <Box miw={0}>
      <Group component="dt" gap={6} wrap="nowrap" c="dimmed" fz="xs" fw={600} tt="uppercase">
        <Box component="span" lh={0} aria-hidden>
          {icon}
        </Box>
        {label}
      </Group>
      <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
