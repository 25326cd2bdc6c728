import { Table, Text, UnstyledButton } from '@mantine/core';
import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import { PERIODS } from '@slotmap/domain/slots';
import { cellIsOpen, cellKey } from '@slotmap/domain/waitlist-cells';
import { IconCheck } from '@tabler/icons-react';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { weekdayName } from '../../lib/weekday-name.ts';
import { waitlistsMessages } from './messages.ts';
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
  const t = useT(waitlistsMessages);
  const locale = useLocale();
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
            <span className={classes.hidden}>{t('waitlists.grid.day')}</span>
          </Table.Th>
          {PERIODS.map((p) => (
            <Table.Th key={p} ta="center" fz="xs">
              {t(PERIOD_NAMES[p])}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEKDAYS.map((day) => {
          // English keeps the spec's 'Mon' and 'Monday morning'; French says 'lun.' and 'lundi, matin'.
          const name = locale === 'en-US' ? day : weekdayName(day, locale);
          const short = locale === 'en-US' ? day.slice(0, 3) : weekdayName(day, locale, 'short');
          return (
            <Table.Tr key={day}>
              <Table.Th scope="row" fz="sm" fw={600}>
                <span aria-hidden>{short}</span>
                <span className={classes.hidden}>{name}</span>
              </Table.Th>
              {PERIODS.map((period) => {
                const key = cellKey({ day, period });
                const said = {
                  day: name,
                  period: locale === 'en-US' ? period : t(PERIOD_NAMES[period]).toLowerCase(),
                };
                const on = cells.has(key);
                const closed = hours !== undefined && !cellIsOpen(hours, { day, period });
                return (
                  <Table.Td key={period} ta="center">
                    <UnstyledButton
                      className={classes.cell}
                      data-on={on || undefined}
                      data-closed={closed || undefined}
                      aria-pressed={on}
                      aria-label={t(
                        closed ? 'waitlists.grid.closedCell' : 'waitlists.grid.cell',
                        said,
                      )}
                      disabled={closed && !on}
                      onClick={() => onToggle(key)}
                    >
                      {on ? (
                        <IconCheck size={16} aria-hidden />
                      ) : closed ? (
                        <Text span fz={11} aria-hidden>
                          {t('waitlists.grid.closed')}
                        </Text>
                      ) : null}
                    </UnstyledButton>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Whether any period of the week is closed: the dialog then says what Closed means. */
export const hasClosedCells = (hours: StoreHours | undefined) =>
  hours !== undefined &&
  WEEKDAYS.some((day) => PERIODS.some((period) => !cellIsOpen(hours, { day, period })));
