import { Card, Table, Text, Title } from '@mantine/core';
import { type StoreHours, WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { hoursRange, zoneName } from '../today-hours.ts';

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
      <Table verticalSpacing={4} horizontalSpacing={0} withRowBorders={false}>
        <Table.Tbody>
          {WEEKDAYS.map((day) => {
            const isToday = day === today;
            const weight = isToday ? 700 : undefined;
            return (
              <Table.Tr key={day} aria-current={isToday ? 'date' : undefined}>
                <Table.Th scope="row" fw={weight ?? 400}>
                  {day}
                </Table.Th>
                <Table.Td ta="right" fw={weight}>
                  {hours[day].open ? (
                    hoursRange(hours[day])
                  ) : (
                    <Text component="span" c="dimmed" fz="inherit" fw={weight}>
                      Closed
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text fz="xs" c="dimmed" mt="xs">
        Local time of the business: {zoneName(timeZone)}
      </Text>
    </Card>
  );
}
