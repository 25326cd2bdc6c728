import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UpcomingChoice, UpcomingView } from '@slotmap/domain/upcoming';
import { ApiError } from '../lib/api-client.ts';
import { appointmentWhen } from '../lib/upcoming-format.ts';

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
        <Stack gap="sm">
          <Text fz="sm">{error.messages.join(' ')}</Text>
          <List fz="sm" spacing={4} aria-label="Appointments to come">
            {upcoming.bookings.map((b) => (
              <List.Item key={b._id}>
                <b>{appointmentWhen(b, timeZone)}</b> · {b.service} · {b.customer}
              </List.Item>
            ))}
          </List>
          {upcoming.total > upcoming.bookings.length && (
            <Text
              fz="sm"
              c="dimmed"
            >{`and ${upcoming.total - upcoming.bookings.length} more`}</Text>
          )}
          <Text fz="sm" c="dimmed">
            {text.keep}
          </Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => modals.close(id)}>
              Go back
            </Button>
            <Button
              variant="light"
              onClick={() => {
                resolve('keep');
                modals.close(id);
              }}
            >
              {`Keep ${upcoming.total === 1 ? 'it' : 'them'}`}
            </Button>
            <Button
              color="red"
              styles={WRAPPING_LABEL}
              onClick={() => {
                resolve('cancel');
                modals.close(id);
              }}
            >
              {`Cancel ${upcoming.total === 1 ? 'it' : `all ${upcoming.total}`} and tell the ${upcoming.total === 1 ? 'customer' : 'customers'}`}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
