import { Card, Text, Title } from '@mantine/core';
import { type StoreHours, WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { useLanguage, useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { weekdayName } from '../../../lib/weekday-name.ts';
import { zoneName } from '../../../lib/zone-name.ts';
import { companyPageMessages } from '../messages.ts';
import { hoursRange } from '../today-hours.ts';
import classes from './opening-hours.module.css';

/** The week's opening hours, Sunday to Saturday, with today (the business's today) in bold. */
interface OpeningHoursProps {
  hours: StoreHours;
  timeZone: string;
  today: Weekday;
}

export function OpeningHours({ hours, timeZone, today }: OpeningHoursProps) {
  const t = useT(companyPageMessages);
  const language = useLanguage();
  const locale = useLocale();
  // A row's heading starts with a capital in either language ('Lundi' as 'Monday').
  const dayName = (day: Weekday) => {
    const name = weekdayName(day, locale);
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="company-hours">
      <Title order={2} fz="h4" id="company-hours" mb="xs">
        {t('companyPage.hours.title')}
      </Title>
      <table className={classes.table}>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">{dayName(day)}</th>
              <td>
                {hours[day].open ? (
                  hoursRange(hours[day], language)
                ) : (
                  <Text component="span" c="dimmed" fz="inherit" fw="inherit">
                    {t('companyPage.hours.closed')}
                  </Text>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text fz="xs" c="dimmed" mt="xs">
        {t('companyPage.hours.zone', { zone: zoneName(timeZone, undefined, locale) })}
      </Text>
    </Card>
  );
}
