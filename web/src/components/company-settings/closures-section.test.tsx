import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harbourClinic } from '../../test/fixtures.ts';
import { readIn } from '../../test/language.ts';
import { renderElement, stubApi } from '../../test/render.tsx';
import { ClosuresSection } from './closures-section.tsx';

const id = harbourClinic._id;
const christmas = {
  _id: 'c1',
  from: '2026-12-24',
  to: '2026-12-26',
  reason: 'Christmas',
  start_time: null,
  end_time: null,
};
const upcoming = {
  total: 1,
  bookings: [
    {
      _id: 'b1',
      start: '2026-12-31T19:00:00.000Z',
      start_date: '2026-12-31',
      start_time: 840,
      duration: 60,
      service: 'Deep Tissue Massage',
      customer: 'Cora Customer',
    },
  ],
};

function show(answers: Parameters<typeof stubApi>[0]) {
  notifications.clean();
  const api = stubApi({ [`GET /company/${id}/closures`]: { body: [christmas] }, ...answers });
  vi.stubGlobal('fetch', api.fetchStub);
  renderElement(<ClosuresSection company={harbourClinic} />);
  return api;
}

describe('closures and special hours in the business settings', () => {
  // 1 December 2026 in Toronto; only the date is fixed, so the page's timers run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T14:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the closures to come, adds special hours, and asks before cancelling appointments', async () => {
    const path = `/company/${id}/closures`;
    const api = show({
      [`PUT ${path}`]: {
        status: 409,
        body: {
          errors: [{ msg: 'The closures leave appointments to come outside opening time.' }],
          upcoming,
        },
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Closures' });
    expect(within(list).getByText('Closed Dec 24 – Dec 26: Christmas')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-31' } });
    await user.type(screen.getByLabelText('Reason (optional)'), "New Year's Eve");
    await user.click(screen.getByRole('radio', { name: 'Special hours' }));
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(within(list).getByText("Dec 31: open 9:00 AM – 5:00 PM (New Year's Eve)")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save closures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointments on the closed days' });
    expect(within(dialog).getByText(/Cora Customer/)).toBeTruthy();
    api.answer(`PUT ${path}`, { body: [christmas] });
    await user.click(within(dialog).getByRole('button', { name: /^Cancel/ }));
    expect(await screen.findByText('Closures saved')).toBeTruthy();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0].body).toEqual({
      closures: [
        {
          from: '2026-12-24',
          to: '2026-12-26',
          reason: 'Christmas',
          start_time: null,
          end_time: null,
        },
        {
          from: '2026-12-31',
          to: '2026-12-31',
          reason: "New Year's Eve",
          start_time: 540,
          end_time: 1020,
        },
      ],
    });
    expect(puts[1].body).toMatchObject({
      upcoming: 'cancel',
      cancel_reason: "The business is closed at that time: Christmas, New Year's Eve",
    });
  });

  it('refuses an overlapping closure on the spot, and removes one', async () => {
    show({});
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Closures' });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-25' } });
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Closures cannot overlap: Dec 24 – Dec 26 and Dec 25',
    );
    await user.click(
      within(list).getByRole('button', { name: 'Remove Closed Dec 24 – Dec 26: Christmas' }),
    );
    expect(await screen.findByText('No closures to come.')).toBeTruthy();
  });

  it('reads in French: the list, the form, an overlap refused and a removal', async () => {
    await readIn('fr');
    show({});
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Fermetures et heures spéciales' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Fermetures' });
    // Text queries read the no-break spaces as spaces.
    expect(within(list).getByText('Fermé 24 déc. – 26 déc. : Christmas')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Heures spéciales' }));
    // The opening time in 24 hours (French has no "(midnight)" to add to 24 h 00).
    expect(screen.getByDisplayValue('9 h 00')).toBeTruthy();
    expect(screen.getByDisplayValue('17 h 00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Premier jour'), { target: { value: '2026-12-25' } });
    await user.click(screen.getByRole('button', { name: 'Ajouter la fermeture' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Les fermetures ne peuvent pas se chevaucher\u00a0: 24\u00a0déc. – 26\u00a0déc. et 25\u00a0déc.',
    );
    await user.click(
      within(list).getByRole('button', {
        name: 'Retirer Fermé 24\u00a0déc. – 26\u00a0déc.\u00a0: Christmas',
      }),
    );
    expect(await screen.findByText('Aucune fermeture à venir.')).toBeTruthy();
  });
});
