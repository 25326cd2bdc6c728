import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CalendarStatusView } from '@slotmap/domain/calendars';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useId } from 'react';
import {
  type CalendarOwner,
  isAlreadyLinked,
  rememberCalendarReturn,
  useStartGoogle,
} from '../../lib/calendars.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notifyError } from '../../lib/notify.ts';
import { needsReconnect } from './calendar-freshness.ts';
import { ConnectedAccount } from './connected-account.tsx';
import { calendarMessages } from './messages.ts';
import { confirmReplace } from './replace-confirm.tsx';

interface GoogleCalendarCardProps {
  owner: CalendarOwner;
  status: CalendarStatusView;
  /** The page to come back to if Google sends the person back with an error. */
  returnTo: string;
}

/** Google Calendar: Connect goes to Google's consent page; the callback page finishes the link. */
export function GoogleCalendarCard({ owner, status, returnTo }: GoogleCalendarCardProps) {
  const t = useT(calendarMessages);
  const start = useStartGoogle(owner);
  const titleId = useId();
  const { connection } = status;
  const configured = status.google.configured;

  const go = (replace: boolean) =>
    start.mutate(replace, {
      onSuccess: ({ url }) => {
        rememberCalendarReturn(returnTo);
        window.location.assign(url);
      },
      onError: (error) =>
        isAlreadyLinked(error) && !replace ? confirmReplace(() => go(true)) : notifyError(error),
    });
  const connect = () => (connection ? confirmReplace(() => go(true)) : go(false));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconBrandGoogle size={22} aria-hidden />
          <Title order={3} fz="h5" id={titleId}>
            {t('calendars.google.title')}
          </Title>
        </Group>
        {connection?.provider === 'google' ? (
          <>
            <ConnectedAccount owner={owner} connection={connection} />
            {needsReconnect(connection) && (
              <Group>
                {/* The same calendar signs in again: nothing to confirm. */}
                <Button
                  leftSection={<IconBrandGoogle size={18} aria-hidden />}
                  onClick={() => go(true)}
                  loading={start.isPending}
                  disabled={!configured}
                >
                  {t('calendars.connectAgain')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <>
            {configured ? (
              <Text fz="sm" c="dimmed">
                {t('calendars.google.intro')}
              </Text>
            ) : (
              // Owners and customers cannot act on how the site is set up: no operator detail here
              // (the server's log and docs/decisions/044 tell whoever runs it what to set).
              <Text fz="sm">{t('calendars.google.unavailable')}</Text>
            )}
            <Group>
              <Button
                leftSection={<IconBrandGoogle size={18} aria-hidden />}
                onClick={connect}
                loading={start.isPending}
                disabled={!configured}
                aria-label={t('calendars.google.connect')}
              >
                {t('calendars.connect')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
