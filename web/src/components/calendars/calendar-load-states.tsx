import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.tsx';
import { calendarMessages } from './messages.ts';

/** Stands in for the calendar cards while the status loads. */
export function CalendarStatusSkeleton() {
  const t = useT(calendarMessages);
  return (
    <Stack gap="md" maw={720} role="status" aria-label={t('calendars.load.loading')} aria-busy>
      <Skeleton height={20} width="70%" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

/** The status could not be read: say so and offer to ask again. */
export function CalendarLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT(calendarMessages);
  return (
    <Alert color="red" variant="light" role="alert" title={t('calendars.load.failed')} maw={720}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('calendars.load.checkConnection')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('calendars.load.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
