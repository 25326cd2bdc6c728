import { Table, Text, UnstyledButton } from '@mantine/core';
import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import { PERIODS } from '@slotmap/domain/slots';
import { cellIsOpen, cellKey } from '@slotmap/domain/waitlist-cells';
import { IconCheck } from '@tabler/icons-react';
import { PERIOD_NAMES } from './waitlist-cells.ts';
import classes from './waitlists.module.css';

/**
 * The dialog's weekday × period toggles. A period the business never opens can never free up a
 * time, so it is marked Closed and cannot be chosen (decision 048); one the person already waits
 * for (the hours narrowed since) can still be cleared.
 */
export function WaitlistGrid({
  cells,
  onToggle,
  hours,
}: {
  cells: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** The business's hours; without them every period is offered. */
  hours?: StoreHours;
}) {
  return (
    <Table
      className={classes.grid}
      withRowBorders={false}
      verticalSpacing={4}
      horizontalSpacing={4}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <span className={classes.hidden}>Day</span>
          </Table.Th>
          {PERIODS.map((p) => (
            <Table.Th key={p} ta="center" fz="xs">
              {PERIOD_NAMES[p]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEKDAYS.map((day) => (
          <Table.Tr key={day}>
            <Table.Th scope="row" fz="sm" fw={600}>
              <span aria-hidden>{day.slice(0, 3)}</span>
              <span className={classes.hidden}>{day}</span>
            </Table.Th>
            {PERIODS.map((period) => {
              const key = cellKey({ day, period });
              const on = cells.has(key);
              const closed = hours !== undefined && !cellIsOpen(hours, { day, period });
              return (
                <Table.Td key={period} ta="center">
                  <UnstyledButton
                    className={classes.cell}
                    data-on={on || undefined}
                    data-closed={closed || undefined}
                    aria-pressed={on}
                    aria-label={closed ? `${day} ${period}, closed` : `${day} ${period}`}
                    disabled={closed && !on}
                    onClick={() => onToggle(key)}
                  >
                    {on ? (
                      <IconCheck size={16} aria-hidden />
                    ) : closed ? (
                      <Text span fz={11} aria-hidden>
                        Closed
                      </Text>
                    ) : null}
                  </UnstyledButton>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Whether any period of the week is closed: the dialog then says what Closed means. */
export const hasClosedCells = (hours: StoreHours | undefined) =>
  hours !== undefined &&
  WEEKDAYS.some((day) => PERIODS.some((period) => !cellIsOpen(hours, { day, period })));
