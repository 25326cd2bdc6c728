import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UpcomingChoice, UpcomingView } from '@slotmap/domain/upcoming';
import { ApiError } from '../lib/api-client.ts';
import { useLanguage, useT } from '../lib/i18n/use-t.tsx';
import { appointmentWhen } from '../lib/upcoming-format.ts';
import { componentMessages } from './messages.ts';

/** The appointments a refused change would touch (a 409 that carries `upcoming`), if any. */
export function upcomingOf(error: unknown): UpcomingView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const upcoming = (error.body as { upcoming?: UpcomingView } | null)?.upcoming;
  return upcoming && Array.isArray(upcoming.bookings) ? upcoming : null;
}

/** On a phone the longest answer wraps onto two lines instead of running out of its button. */
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 6 },
} as const;

interface ChoiceText {
  title: string;
  /** What keeping them means for this change. */
  keep: string;
}

/**
 * Asks the owner what happens to the appointments to come a change touches: keep them (the
 * business honours them) or cancel them (each customer is told why). Resolves with the choice, or
 * null when they go back and change nothing.
 */
export function askUpcomingChoice(
  error: ApiError,
  upcoming: UpcomingView,
  timeZone: string,
  text: ChoiceText,
): Promise<UpcomingChoice | null> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: text.title,
      size: 'lg',
      onClose: () => resolve(null),
      children: (
        <UpcomingChoiceBody
          error={error}
          upcoming={upcoming}
          timeZone={timeZone}
          keep={text.keep}
          onChoice={(choice) => {
            if (choice) resolve(choice);
            modals.close(id);
          }}
        />
      ),
    });
  });
}

/** The dialog's body, a component so that it reads in the page's language. */
function UpcomingChoiceBody({
  error,
  upcoming,
  timeZone,
  keep,
  onChoice,
}: {
  error: ApiError;
  upcoming: UpcomingView;
  timeZone: string;
  keep: string;
  /** Null: back, nothing chosen (closing resolves null). */
  onChoice: (choice: UpcomingChoice | null) => void;
}) {
  const t = useT(componentMessages);
  const language = useLanguage();
  const count = upcoming.total;
  return (
    <Stack gap="sm">
      <Text fz="sm">{error.messages.join(' ')}</Text>
      <List fz="sm" spacing={4} aria-label={t('components.upcoming.list')}>
        {upcoming.bookings.map((b) => (
          <List.Item key={b._id}>
            <b>{appointmentWhen(b, timeZone, language)}</b> · {b.service} · {b.customer}
          </List.Item>
        ))}
      </List>
      {count > upcoming.bookings.length && (
        <Text fz="sm" c="dimmed">
          {t('components.upcoming.more', { count: count - upcoming.bookings.length })}
        </Text>
      )}
      <Text fz="sm" c="dimmed">
        {keep}
      </Text>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => onChoice(null)}>
          {t('components.upcoming.back')}
        </Button>
        <Button variant="light" onClick={() => onChoice('keep')}>
          {t('components.upcoming.keep', { count })}
        </Button>
        <Button color="red" styles={WRAPPING_LABEL} onClick={() => onChoice('cancel')}>
          {t('components.upcoming.cancel', { count })}
        </Button>
      </Group>
    </Stack>
  );
}
