import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconRefresh, IconRss } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { type CalendarOwner, useRotateFeed } from '../../lib/calendars.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { calendarMessages } from './messages.ts';

/** The secret subscription address (read-only), with Copy and a way to replace a leaked one. */
export function CalendarFeedBox({ owner, url }: { owner: CalendarOwner; url: string }) {
  const t = useT(calendarMessages);
  const rotate = useRotateFeed(owner);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('calendars.feed.copied'), 'success', 1000);
    } catch {
      // A refused clipboard leaves the address selected, to copy by hand.
      input.current?.focus();
      input.current?.select();
      notify(t('calendars.feed.notCopied'), 'danger');
    }
  };

  const renew = () =>
    modals.openConfirmModal({
      title: t('calendars.feed.renew'),
      children: <Text fz="sm">{t('calendars.feed.renewText')}</Text>,
      labels: { confirm: t('calendars.feed.renewConfirm'), cancel: t('calendars.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        rotate.mutate(undefined, {
          onSuccess: () => notify(t('calendars.feed.renewed')),
          onError: notifyError,
        }),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRss size={22} aria-hidden />
          <Title order={3} fz="h5" id={titleId}>
            {t('calendars.feed.title')}
          </Title>
        </Group>
        <TextInput
          ref={input}
          readOnly
          label={t('calendars.feed.address')}
          description={t('calendars.feed.addressHint')}
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => void copy()}
          >
            {t('calendars.feed.copy')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={renew}
            loading={rotate.isPending}
          >
            {t('calendars.feed.renew')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
