import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  consultation,
  facial,
  harbour,
  massage,
  slotsPath,
  slotsView,
} from '../company-page.fixture.ts';
import {
  id,
  NOW,
  routes,
  answersFor,
  visitor,
  slotCalls,
  choose,
  details,
  setUpEachTest,
} from './booking-panel.fixture.tsx';

setUpEachTest();

/** Thursday, June 12, 2025 as its date button is named: what it shows, then month and year. */
const JUNE_12_BUTTON = 'Thu 12 June 2025';

describe('booking panel: dates and times', () => {
  it('shows only the dates with open times, the first one chosen', async () => {
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });

    const dates = within(await screen.findByRole('group', { name: 'Dates in June 2025' }));
    const today = dates.getByRole('button', { name: 'Wed 11 June 2025' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    // WCAG 2.5.3: the spoken name starts with the visible label.
    expect(today.textContent).toBe('Wed 11');
    expect(dates.getByRole('button', { name: 'Sat 14 June 2025' })).toBeTruthy();
    // Closed on Sunday; nothing before today.
    expect(dates.queryByRole('button', { name: 'Sun 15 June 2025' })).toBeNull();
    expect(dates.queryByRole('button', { name: 'Tue 10 June 2025' })).toBeNull();
    expect(dates.getAllByRole('button')).toHaveLength(17);
  });

  it('shows the details of the chosen date and time', async () => {
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, 'Fri 13 June 2025', '10:00 AM');

    const card = within(await details());
    expect(card.getByText('Friday, June 13, 2025')).toBeTruthy();
    expect(card.getByText(/^10:00 AM – 11:00 AM/)).toBeTruthy();
    expect(card.getByText('60 minutes')).toBeTruthy();
    expect(card.getByText(massage.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: '10:00 AM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('disables past and booked times and dims a fully booked period', async () => {
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    // Today: the morning has gone by; noon is still open.
    const morning = await screen.findByRole('region', { name: 'Morning' });
    expect(within(morning).getByText('Time has passed')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^9:00 AM/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '12:00 PM' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: JUNE_12_BUTTON }));

    const booked = screen.getByRole('region', { name: 'Morning' });
    expect(within(booked).getByText('Fully booked')).toBeTruthy();
    expect(booked.hasAttribute('data-full')).toBe(true);
    for (const time of ['9:00 AM', '10:00 AM', '11:00 AM']) {
      const slot = within(booked).getByRole('button', { name: `${time}, booked` });
      expect(slot.hasAttribute('disabled')).toBe(true);
    }
    const afternoon = screen.getByRole('region', { name: 'Afternoon' });
    expect(afternoon.hasAttribute('data-full')).toBe(false);
    expect(within(afternoon).queryByText('Fully booked')).toBeNull();
  });

  it('moves between the months of the 90-day window and no further', async () => {
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByText('June 2025')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous.hasAttribute('disabled')).toBe(true);

    for (let i = 0; i < 3; i++) await user.click(next);

    expect(screen.getByText('September 2025')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    const dates = within(screen.getByRole('group', { name: 'Dates in September 2025' }));
    expect(dates.getByRole('button', { name: 'Tue 9 September 2025' })).toBeTruthy();
    expect(dates.queryByRole('button', { name: 'Wed 10 September 2025' })).toBeNull();

    await user.click(previous);
    expect(screen.getByText('August 2025')).toBeTruthy();
    expect(previous.hasAttribute('disabled')).toBe(false);
  });

  it('switches the times with the service', async () => {
    const api = visitor(answersFor({ ...harbour, services: [facial, massage, consultation] }));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('button', { name: '12:30 PM' })).toBeTruthy();
    expect(slotCalls(api)).toBe(0);

    await user.click(screen.getByRole('radio', { name: massage.name }));

    expect(await screen.findByRole('button', { name: '1:00 PM' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '12:30 PM' })).toBeNull();
    expect(slotCalls(api)).toBe(1);
    // The fetch covers the whole window once, without a month in the address.
    expect(slotCalls(api, facial)).toBe(1);
  });

  it('keeps the chosen date when the service changes', async () => {
    visitor(answersFor({ ...harbour, services: [facial, massage, consultation] }));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await user.click(await screen.findByRole('button', { name: 'Fri 13 June 2025' }));
    await user.click(screen.getByRole('radio', { name: massage.name }));

    expect(await screen.findByRole('button', { name: '1:00 PM' })).toBeTruthy();
    const dates = within(screen.getByRole('group', { name: 'Dates in June 2025' }));
    expect(
      dates.getByRole('button', { name: 'Fri 13 June 2025' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      dates.getByRole('button', { name: 'Wed 11 June 2025' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('says when there is no open time, and retries a failed load', async () => {
    const answers = answersFor(harbour, {
      [`GET ${slotsPath(massage)}`]: { status: 500, body: {} },
    });
    visitor(answers);
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByText('The open times could not be loaded')).toBeTruthy();
    answers[`GET ${slotsPath(massage)}`] = { body: { ...slotsView(massage, NOW), days: [] } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No open times in the next 90 days')).toBeTruthy();
  });
});

describe('booking panel in French', () => {
  it('reads in French: the panel, the month, the periods, 24-hour times and the chosen time', async () => {
    await readIn('fr');
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('heading', { name: 'Prendre rendez-vous' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Choisissez une date' })).toBeTruthy();
    const dates = within(screen.getByRole('group', { name: 'Dates en juin 2025' }));
    expect(dates.getByRole('button', { name: 'mer. 11 juin 2025' }).textContent).toBe('mer. 11');
    const morning = screen.getByRole('region', { name: 'Matin' });
    expect(within(morning).getByText('Heures passées')).toBeTruthy();
    // Times in 24 hours, a no-break space on both sides of the "h".
    expect(screen.getByRole('button', { name: /^9\u00a0h\u00a000, passée$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '12\u00a0h\u00a000' })).toBeTruthy();
    expect(screen.queryByText(/AM|PM/)).toBeNull();

    await choose(user, 'ven. 13 juin 2025', '14\u00a0h\u00a000');

    const card = within(await details());
    expect(card.getByText('vendredi 13 juin 2025')).toBeTruthy();
    // Text queries read no-break spaces as spaces; the buttons' names above keep them.
    expect(card.getByText(/^14 h 00 – 15 h 00/)).toBeTruthy();
    expect(card.getByText('60 minutes')).toBeTruthy();
    expect(screen.getByText('Connectez-vous pour réserver cette heure')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeTruthy();
  });
});
