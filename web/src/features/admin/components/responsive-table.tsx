import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
}

interface ResponsiveTableProps<T> {
  /** Names the table (and the list of cards on a phone). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Buttons of one row: the last column on wide screens, the card's foot on phones. */
  actions?: (row: T) => ReactNode;
}

/**
 * A table on wide screens; on phones (below 768 px, as the business manager's tabs) each row
 * becomes a card of label and value pairs, so nothing scrolls sideways.
 */
export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
}: ResponsiveTableProps<T>) {
  const narrow = useMediaQuery('(max-width: 767px)');
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
            <Stack gap={6}>
              {/* The first column names the row and takes the width; the rest pair up. */}
              <Cell column={columns[0]} row={row} />
              {columns.length > 1 && (
                <SimpleGrid cols={2} spacing="sm" verticalSpacing={6}>
                  {columns.slice(1).map((c) => (
                    <Cell key={c.label} column={c} row={row} />
                  ))}
                </SimpleGrid>
              )}
              {actions && (
                <Group gap="xs" mt={4}>
                  {actions(row)}
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            {actions && <Table.Th ta="right">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.label} style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                  {c.render(row)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {column.label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{column.render(row)}</div>
    </div>
  );
}
