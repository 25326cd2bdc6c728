import { Card, Text, Title } from '@mantine/core';
import { type StoreHours, WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { zoneName } from '../../../lib/zone-name.ts';
import { hoursRange } from '../today-hours.ts';
import classes from './opening-hours.module.css';

/** The week's opening hours, Sunday to Saturday, with today (the business's today) in bold. */
interface OpeningHoursProps {
  hours: StoreHours;
  timeZone: string;
  today: Weekday;
}

export function OpeningHours({ hours, timeZone, today }: OpeningHoursProps) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="company-hours">
      <Title order={2} fz="h4" id="company-hours" mb="xs">
        Opening hours
      </Title>
      <table className={classes.table}>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">{day}</th>
              <td>
                {hours[day].open ? (
                  hoursRange(hours[day])
                ) : (
                  <Text component="span" c="dimmed" fz="inherit" fw="inherit">
                    Closed
                  </Text>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text fz="xs" c="dimmed" mt="xs">
        Local time of the business: {zoneName(timeZone)}
      </Text>
    </Card>
  );
}
