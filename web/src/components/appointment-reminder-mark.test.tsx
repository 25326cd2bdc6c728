import type { BookingView } from '@slotmap/domain/booking-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/session.ts';
import { booking, COMPANY_ID } from '../test/booking-fixtures.ts';
import { readIn } from '../test/language.ts';
import { renderElement, stubApi } from '../test/render.tsx';
import { AppointmentHistory } from './appointment-history.tsx';

const reminder = (state: BookingView['reminders'][number]['state'], error: string | null = null) =>
  ({ channel: 'mail', due_at: booking.start, state, sent_at: null, error }) as const;

const delivered: BookingView = {
  ...booking,
  reminders: [reminder('sent'), reminder('scheduled')],
};
const refused: BookingView = {
  ...booking,
  _id: '0190a4c2-0000-7000-8000-0000000000f3',
  start: '2026-12-03T01:00:00.000Z',
  end: '2026-12-03T02:00:00.000Z',
  start_date: '2026-12-02',
  start_time: 1260,
  reminders: [reminder('failed', 'Attempt to send to unsubscribed recipient')],
};
const none: BookingView = {
  ...booking,
  _id: '0190a4c2-0000-7000-8000-0000000000f4',
  reminders: [],
};

function show(business?: string) {
  const suffix = business ? `/${business}` : '';
  const { fetchStub } = stubApi({
    [`GET /bookings/future${suffix}`]: { body: [delivered, refused, none] },
    [`GET /bookings/past${suffix}`]: { body: [] },
  });
  vi.stubGlobal('fetch', fetchStub);
  setToken('t1');
  renderElement(<AppointmentHistory companyId={business} />);
}

describe("the owner's reminder bell", () => {
  it('counts each booking’s reminders by state, in its name and its tooltip', async () => {
    show(COMPANY_ID);
    const future = within(await screen.findByRole('table', { name: 'Future Appointments' }));
    const bells = future.getAllByRole('img', { name: /reminders/i });
    expect(bells.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reminders: 1 scheduled, 1 sent',
      'Reminders: 1 failed',
      'No reminders',
    ]);
    // Reached by the keyboard, the tooltip says the same.
    const user = userEvent.setup();
    // The tooltip's code loads on the first focus and draws the bell anew inside it (it keeps the
    // focus), so the bell is found by its name, not as the element found above.
    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    for (let tabs = 0; tabs < 20 && focusedName() !== 'Reminders: 1 failed'; tabs++)
      await user.tab();
    expect(focusedName()).toBe('Reminders: 1 failed');
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip', { hidden: true }).map((t) => t.textContent)).toContain(
        'Reminders: 1 failed',
      ),
    );
  });

  it('is not shown on the customer’s own list', async () => {
    show();
    const future = within(await screen.findByRole('table', { name: 'Future Appointments' }));
    expect(future.queryByRole('img', { name: /reminders/i })).toBeNull();
  });
  it('counts them in French', async () => {
    await readIn('fr');
    show(COMPANY_ID);
    const future = within(await screen.findByRole('table', { name: 'Rendez-vous à venir' }));
    const bells = future.getAllByRole('img', { name: /rappel/i });
    expect(bells.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Rappels\u00a0: 1 programmé, 1 envoyé',
      'Rappels\u00a0: 1 en échec',
      'Aucun rappel',
    ]);
  });
});
