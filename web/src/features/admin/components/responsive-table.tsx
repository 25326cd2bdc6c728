import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { keepWhole } from './whole-words.tsx';
import { ListStack } from '../../../components/lists.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { adminMessages } from '../messages.ts';

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
 *
 * A word is never broken to fit (`overflow-wrap: break-word`, not `anywhere`): an e-mail address
 * cut mid-name reads as two wrong addresses. E-mail addresses break only after "@" and before a
 * "." (keepWhole); other text wraps at spaces. On a card a value too
 * long for half the width takes a line of its own.
 */
export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
}: ResponsiveTableProps<T>) {
  const t = useT(adminMessages);
  const narrow = useMediaQuery('(max-width: 767px)');
  if (narrow) {
    return (
      <ListStack gap="sm" aria-label={caption}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
            <Stack gap={6}>
              {/* The first column names the row and takes the width; the rest pair up. */}
              <Cell column={columns[0]} row={row} />
              {columns.length > 1 && (
                <Group align="flex-start" style={{ gap: '6px var(--mantine-spacing-sm)' }}>
                  {columns.slice(1).map((c) => (
                    <Cell key={c.label} column={c} row={row} paired />
                  ))}
                </Group>
              )}
              {actions && (
                <Group gap="xs" mt={4}>
                  {actions(row)}
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </ListStack>
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
            {actions && <Table.Th ta="right">{t('admin.table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td
                  key={c.label}
                  style={{ verticalAlign: 'top', overflowWrap: 'break-word' }}
                >
                  {keepWhole(c.render(row))}
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

/** Two to a line when they fit; a flex item is never narrower than its longest word (min-width auto). */
const PAIRED = { flex: '1 1 calc(50% - var(--mantine-spacing-sm))', maxWidth: '100%' };

function Cell<T>({ column, row, paired = false }: { column: Column<T>; row: T; paired?: boolean }) {
  return (
    <div style={paired ? PAIRED : { minWidth: 0 }}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {column.label}
      </Text>
      <div style={{ overflowWrap: 'break-word' }}>{keepWhole(column.render(row))}</div>
    </div>
  );
}
