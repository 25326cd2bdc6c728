import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render.tsx';
import { booking } from '../../../test/booking-fixtures.ts';
import { ReminderList, reminderLine } from './reminder-list.tsx';

const ZONE = 'America/Toronto';

describe('reminders on the booking page', () => {
  it('says when each is due, when it went, or why not, with the zone', () => {
    const due = {
      channel: 'mail',
      due_at: '2026-12-01T15:00:00.000Z',
      sent_at: null,
      error: null,
    } as const;
    expect(reminderLine({ ...due, state: 'scheduled' }, ZONE, 'Europe/Paris')).toBe(
      'Scheduled by e-mail for Tue, Dec 1, 10:00 AM EST',
    );
    expect(reminderLine({ ...due, state: 'sent', sent_at: due.due_at }, ZONE, 'Europe/Paris')).toBe(
      'Sent by e-mail on Tue, Dec 1, 10:00 AM EST',
    );
    expect(
      reminderLine(
        {
          ...due,
          channel: 'text',
          state: 'failed',
          error: 'Attempt to send to unsubscribed recipient',
        },
        ZONE,
      ),
    ).toBe('Failed by text message: Attempt to send to unsubscribed recipient');
  });

  it('lists them, and says so when there are none', () => {
    const { unmount } = renderElement(<ReminderList booking={booking} />);
    expect(screen.getByText('No reminders for this appointment.')).toBeTruthy();
    unmount();
    renderElement(
      <ReminderList
        booking={{
          ...booking,
          reminders: [
            {
              channel: 'mail',
              due_at: booking.start,
              state: 'cancelled',
              sent_at: null,
              error: 'The booking was cancelled',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Reminders' })).toBeTruthy();
    expect(screen.getByText('Not sent (e-mail): The booking was cancelled')).toBeTruthy();
  });
});
