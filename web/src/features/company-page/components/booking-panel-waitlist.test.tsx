import type { WaitlistOfferView } from '@slotmap/domain/waitlists';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { harbour, massage } from '../company-page.fixture.ts';
import { answersFor, id, routes, setUpEachTest, signedIn } from './booking-panel.fixture.tsx';

setUpEachTest();

const JUNE_12_BUTTON = 'Thu 12 June 2025';
const mine = `GET /waitlist/user/${ada._id}/company/${id}`;

function entry(day: string, period: string) {
  return {
    _id: `${day}-${period}`,
    company: id,
    companyId: id,
    day,
    period,
    duration: '2 Weeks',
    preferences: { notifyByText: false, notifyByEmail: true },
    timeSlot: null,
  };
}

describe('booking panel: the waitlist of a fully booked period', () => {
  it('offers Join Waitlist to someone not waiting for it', async () => {
    signedIn(answersFor(harbour, { [mine]: { body: [entry('Monday', 'morning')] } }));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await user.click(await screen.findByRole('button', { name: JUNE_12_BUTTON }));
    expect(
      await screen.findByRole('button', { name: 'Join Waitlist for Thursday morning' }),
    ).toBeTruthy();
    expect(screen.queryByText("You're on the waitlist")).toBeNull();
  });

  it('says so to someone already waiting, and Edit opens their waitlist', async () => {
    signedIn(
      answersFor(harbour, {
        [mine]: { body: [entry('Monday', 'morning'), entry('Thursday', 'morning')] },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await user.click(await screen.findByRole('button', { name: JUNE_12_BUTTON }));
    expect(await screen.findByText("You're on the waitlist")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join Waitlist/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Edit your waitlist for Thursday morning' }),
    );

    const dialog = await screen.findByRole('dialog', {
      name: `Join the waitlist: ${harbour.name}`,
    });
    const cell = (name: string) => screen.findByRole('button', { name });
    expect((await cell('Thursday morning')).getAttribute('aria-pressed')).toBe('true');
    expect((await cell('Monday morning')).getAttribute('aria-pressed')).toBe('true');
    // The business opens 9 to 5 and not on Sundays: those periods cannot be chosen.
    expect((await cell('Monday evening, closed')).hasAttribute('disabled')).toBe(true);
    expect((await cell('Sunday morning, closed')).hasAttribute('disabled')).toBe(true);
    expect(dialog.textContent).toContain(`Closed: ${harbour.name} does not open then`);
  });
});

describe('booking panel: a held time offered from the waitlist', () => {
  const offer: WaitlistOfferView = {
    _id: 'o1',
    company: { _id: id, name: harbour.name },
    service: { _id: massage._id, name: massage.name, service_duration: massage.service_duration },
    day: 'Thursday',
    period: 'afternoon',
    start_date: '2025-06-12',
    start_time: 840,
    startAt: '2025-06-12T18:00:00.000Z',
    endAt: '2025-06-12T19:00:00.000Z',
    heldUntil: '2025-06-11T16:15:00.000Z',
    state: 'held',
  };

  it('"No thanks" confirms it with a toast and shows the offer as declined', async () => {
    const answers = answersFor(harbour, {
      [mine]: { body: [entry('Thursday', 'afternoon')] },
      'GET /waitlist/offers/o1': { body: offer },
      'POST /waitlist/offers/o1/decline': { body: { msg: 'Offer declined' } },
    });
    const api = signedIn(answers);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: `/company/${id}?offer=o1` });

    expect(await screen.findByText('This time is held for you until 12:15 PM EDT')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeTruthy();
    api.answer('GET /waitlist/offers/o1', { body: { ...offer, state: 'declined' } });
    await user.click(screen.getByRole('button', { name: 'No thanks' }));

    expect(
      await screen.findByText('You said no thanks: the time goes to the next person waiting'),
    ).toBeTruthy();
    expect(
      await screen.findByText(/^You said no thanks: the time went to the next person waiting/),
    ).toBeTruthy();
    expect(screen.queryByText(/This time is held for you/)).toBeNull();
    // The time it had chosen is let go: no Book Now for a time just passed on.
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/waitlist/offers/o1/decline',
    ]);
    // Closing the note leaves the offer's link.
    await user.click(screen.getByRole('button', { name: 'Close this note' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
