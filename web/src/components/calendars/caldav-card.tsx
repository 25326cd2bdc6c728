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
import { notify } from '../../lib/notify.ts';
import { PasswordField } from '../password-field.tsx';
import { needsReconnect } from './calendar-freshness.ts';
import { ConnectedAccount } from './connected-account.tsx';
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
  const { connection } = status;
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={3} fz="h5" id={titleId}>
            CalDAV Calendar
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          Apple iCloud, Fastmail, Nextcloud and other CalDAV calendars
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
  const connect = useConnectCaldav(owner);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CaldavFields>({
    initialValues: { ...EMPTY, ...reconnect },
    validate: schemaResolver(caldavConnectSchema, { sync: true }),
  });

  const send = (values: CaldavFields, replace: boolean) => {
    const { url, username, password } = caldavConnectSchema.parse(values);
    setError(null);
    connect.mutate(
      { fields: { url, username, password }, replace },
      {
        onSuccess: () => {
          form.reset();
          notify(MSG_CALENDAR_CONNECTED);
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
      aria-label={reconnect ? 'Connect the CalDAV calendar again' : 'Connect a CalDAV calendar'}
    >
      <Stack gap="sm">
        <TextInput
          label="Server address"
          placeholder="https://caldav.icloud.com"
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          {...form.getInputProps('url')}
        />
        <TextInput
          label="User name"
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <PasswordField
          label="Password"
          description="Use an app password: iCloud and Fastmail make one in your account's security settings."
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
            aria-label={reconnect ? 'Connect CalDAV calendar again' : 'Connect CalDAV calendar'}
          >
            {reconnect ? 'Connect again' : 'Connect'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
