import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type CalendarStatusView,
  caldavConnectSchema,
  MSG_CALENDAR_CONNECTED,
} from '@slotmap/domain/calendars';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  type CaldavFields,
  type CalendarOwner,
  isAlreadyLinked,
  messageOf,
  useConnectCaldav,
} from '../../lib/calendars.ts';
import { focusingFirstError } from '../../lib/focus-first-error.ts';
import { readMessage, translatedErrors } from '../../lib/i18n/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify } from '../../lib/notify.ts';
import { PasswordField } from '../password-field.tsx';
import { needsReconnect } from './calendar-freshness.ts';
import { ConnectedAccount } from './connected-account.tsx';
import { calendarMessages, calendarRules } from './messages.ts';
import { confirmReplace } from './replace-confirm.tsx';

const EMPTY: CaldavFields = { url: '', username: '', password: '' };

/** CalDAV (iCloud, Fastmail, Nextcloud…): the server signs in with these and finds a calendar. */
export function CaldavCard({
  owner,
  status,
}: {
  owner: CalendarOwner;
  status: CalendarStatusView;
}) {
  const t = useT(calendarMessages);
  const { connection } = status;
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={3} fz="h5" id={titleId}>
            {t('calendars.caldav.title')}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('calendars.caldav.intro')}
        </Text>
        {connection?.provider === 'caldav' ? (
          <>
            <ConnectedAccount owner={owner} connection={connection} />
            {needsReconnect(connection) && (
              <CaldavForm
                owner={owner}
                linked
                reconnect={{ url: connection.calendar, username: connection.account.email }}
              />
            )}
          </>
        ) : (
          <CaldavForm owner={owner} linked={connection !== null} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * The server address, user name and password. `reconnect`: the linked calendar, whose password
 * stopped working; its address and user name come filled in, and connecting replaces it without
 * asking.
 */
function CaldavForm({
  owner,
  linked,
  reconnect,
}: {
  owner: CalendarOwner;
  linked: boolean;
  reconnect?: { url: string; username: string };
}) {
  const t = useT(calendarMessages);
  const connect = useConnectCaldav(owner);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CaldavFields>({
    initialValues: { ...EMPTY, ...reconnect },
    validate: translatedErrors(calendarRules, schemaResolver(caldavConnectSchema, { sync: true })),
  });

  const send = (values: CaldavFields, replace: boolean) => {
    const { url, username, password } = caldavConnectSchema.parse(values);
    setError(null);
    connect.mutate(
      { fields: { url, username, password }, replace },
      {
        onSuccess: () => {
          form.reset();
          notify(readMessage(MSG_CALENDAR_CONNECTED));
        },
        onError: (err) => {
          if (isAlreadyLinked(err) && !replace) return confirmReplace(() => send(values, true));
          const msg = messageOf(err);
          setError(msg);
          notify(msg, 'danger');
        },
      },
    );
  };

  const submit = form.onSubmit(
    (values) =>
      reconnect
        ? send(values, true)
        : linked
          ? confirmReplace(() => send(values, true))
          : send(values, false),
    focusingFirstError(),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(reconnect ? 'calendars.caldav.formAgain' : 'calendars.caldav.formNew')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('calendars.caldav.server')}
          placeholder={t('calendars.caldav.serverPlaceholder')}
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('calendars.caldav.username')}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={t('calendars.caldav.password')}
          description={t('calendars.caldav.passwordHint')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {error && (
          <Text c="red.8" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button
            type="submit"
            loading={connect.isPending}
            aria-label={t(
              reconnect ? 'calendars.caldav.connectAgain' : 'calendars.caldav.connectNew',
            )}
          >
            {t(reconnect ? 'calendars.connectAgain' : 'calendars.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
