import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CalendarConnectionView } from '@slotmap/domain/calendars';
import { timeLabel } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import { IconRefresh } from '@tabler/icons-react';
import {
  agoText,
  inText,
  isStale,
  lastReadText,
} from '../../../components/calendars/calendar-freshness.ts';
import { calendarMessages } from '../../../components/calendars/messages.ts';
import { useSyncCalendar } from '../../../lib/calendars.ts';
import { useLanguage, useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { businessMessages } from '../messages.ts';

/** The exact time of the last read, on hover: 'Dec 1, 2026 2:00 PM', or as the locale writes it. */
const exact = (iso: string, language: Language, locale: string) => {
  const at = new Date(iso);
  if (language !== 'en') {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  }
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${day.format(at)} ${timeLabel(at.getHours() * 60 + at.getMinutes())}`;
};

/**
 * How fresh the busy times read from the business's calendar are. A calendar that cannot be
 * reached keeps its last busy times and never blocks a booking; how old they are, why, and when
 * it is tried next are shown here, and a calendar that refused the sign-in says it needs
 * connecting again (decision 047).
 */
export function SyncStatus({
  companyId,
  connection: c,
}: {
  companyId: string;
  connection: CalendarConnectionView;
}) {
  const t = useT(businessMessages);
  const tc = useT(calendarMessages);
  const language = useLanguage();
  const locale = useLocale();
  const sync = useSyncCalendar(companyId);
  const now = Date.now();
  const stale = isStale(c, now);
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (read) =>
        read.last_error
          ? notify(read.last_error, 'danger')
          : notify(t('businesses.calendars.sync.read')),
      onError: notifyError,
    });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('businesses.calendars.sync.label')}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text
              fz="sm"
              fw={600}
              title={c.last_synced_at ? exact(c.last_synced_at, language, locale) : undefined}
            >
              {lastReadText(c, now, tc)}
            </Text>
            {c.reconnect_needed_at ? (
              <Badge color="red" variant="light" tt="none">
                {tc('calendars.status.needsReconnecting')}
              </Badge>
            ) : (
              stale && (
                <Badge color="orange" variant="light" tt="none">
                  {t('businesses.calendars.sync.outOfDate')}
                </Badge>
              )
            )}
          </Group>
          {c.reconnect_needed_at ? (
            <Text fz="sm" c="red.8">
              {t('businesses.calendars.sync.refused', {
                ago: agoText(c.reconnect_needed_at, now, tc),
              })}
            </Text>
          ) : (
            stale && (
              <Text fz="sm" c="orange.9">
                {t('businesses.calendars.sync.stale', {
                  next: c.next_attempt_at
                    ? inText(c.next_attempt_at, now, tc)
                    : tc('calendars.freshness.shortly'),
                })}
              </Text>
            )
          )}
          {c.last_error && !c.reconnect_needed_at && (
            <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {c.last_error}
            </Text>
          )}
        </Stack>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={run}
          loading={sync.isPending}
        >
          {t('businesses.calendars.sync.now')}
        </Button>
      </Group>
    </Paper>
  );
}
