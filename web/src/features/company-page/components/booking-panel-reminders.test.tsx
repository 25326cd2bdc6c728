import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { harbour } from '../company-page.fixture.ts';
import {
  answersFor,
  choose,
  id,
  routes,
  setUpEachTest,
  signedIn,
} from './booking-panel.fixture.tsx';

/** JUNE_12 as its date button is named: what it shows, then month and year. */
const JUNE_12_BUTTON = 'Thu 12 June 2025';

setUpEachTest();

/** Books the massage at 2 PM as `user`, ticking "Text me reminders" when told; returns the body. */
async function book(user: typeof ada, tick?: boolean) {
  const api = signedIn(
    answersFor(harbour, { 'POST /bookings': { status: 201, body: { _id: 'b1' } } }),
    user,
  );
  const person = userEvent.setup();
  renderRoutes(routes, { at: `/company/${id}` });
  await choose(person, JUNE_12_BUTTON, '2:00 PM');
  await screen.findByRole('button', { name: 'Book Now' });
  if (tick) {
    const box = screen.getByRole('checkbox', { name: /Text me reminders/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    // The number it goes to, formatted, and how to stop them.
    expect(screen.getByText(/^To 416-555-0199\. Reply STOP/)).toBeTruthy();
    await person.click(box);
  }
  await person.click(screen.getByRole('button', { name: 'Book Now' }));
  await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
  return api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
}

describe('booking panel: "Text me reminders"', () => {
  it('is off at first, names the number, and sends the yes with the booking', async () => {
    expect(await book(ada, true)).toMatchObject({ reminder_texts: true });
  });

  it('sends a no when left unticked', async () => {
    expect(await book(ada)).toMatchObject({ reminder_texts: false });
  });

  it('starts ticked for a customer who said yes before', async () => {
    signedIn(answersFor(harbour), { ...ada, reminder_texts: true });
    const person = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });
    await choose(person, JUNE_12_BUTTON, '2:00 PM');
    const box = await screen.findByRole('checkbox', { name: /Text me reminders/ });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('is not asked without a phone number, and nothing is sent for it', async () => {
    const body = await book({ ...ada, phone: '' });
    expect(screen.queryByRole('checkbox', { name: /Text me reminders/ })).toBeNull();
    expect(body).not.toHaveProperty('reminder_texts');
  });
});
