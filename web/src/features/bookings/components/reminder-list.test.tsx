import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
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

  it('reads in French, its times in 24 hours with the zone as French names it', async () => {
    await readIn('fr');
    renderElement(
      <ReminderList
        booking={{
          ...booking,
          reminders: [
            {
              channel: 'text',
              due_at: '2026-12-01T19:30:00.000Z',
              state: 'scheduled',
              sent_at: null,
              error: null,
            },
          ],
        }}
      />,
    );
    const reminders = screen.getByRole('list', { name: 'Rappels' });
    expect(reminders.textContent).toContain('prévu');
    // The viewer's clock differs from Toronto's in the tests, so the zone is named.
    expect(screen.getByText('Prévu par texto pour le mar. 1 déc., 14 h 30 HNE').textContent).toBe(
      'Prévu par texto pour le mar. 1 déc., 14\u00a0h\u00a030\u00a0HNE',
    );
  });
});
