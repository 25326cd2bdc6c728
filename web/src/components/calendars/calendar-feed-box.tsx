import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconRefresh, IconRss } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { type CalendarOwner, useRotateFeed } from '../../lib/calendars.ts';
import { notify, notifyError } from '../../lib/notify.ts';

/** The secret subscription address (read-only), with Copy and a way to replace a leaked one. */
export function CalendarFeedBox({ owner, url }: { owner: CalendarOwner; url: string }) {
  const rotate = useRotateFeed(owner);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Link Copied', 'success', 1000);
    } catch {
      // A refused clipboard leaves the address selected, to copy by hand.
      input.current?.focus();
      input.current?.select();
      notify('The address could not be copied: it is selected, copy it by hand.', 'danger');
    }
  };

  const renew = () =>
    modals.openConfirmModal({
      title: 'New address',
      children: (
        <Text fz="sm">
          The current address stops working at once: calendars subscribed to it must subscribe again
          with the new one.
        </Text>
      ),
      labels: { confirm: 'Make a new address', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        rotate.mutate(undefined, {
          onSuccess: () => notify('New address made'),
          onError: notifyError,
        }),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRss size={22} aria-hidden />
          <Title order={3} fz="h5" id={titleId}>
            Calendar Subscription
          </Title>
        </Group>
        <TextInput
          ref={input}
          readOnly
          label="Subscription address"
          description="Subscribe from Google, Apple or Outlook calendar with this private address."
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => void copy()}
          >
            Copy
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={renew}
            loading={rotate.isPending}
          >
            New address
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
