import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderElement, stubApi } from '../../../test/render.tsx';
import { cleaning, harbourDental } from '../discovery.fixture.ts';
import type { ListedCompany } from '../next-time.ts';
import { CompanyCard } from './company-card.tsx';

// Open 9:00 to 17:00 every day, in Vancouver.
const vancouver = { ...harbourDental, time_zone: 'America/Vancouver' };

function show(company: ListedCompany = vancouver, distance?: number) {
  vi.stubGlobal('fetch', stubApi({}).fetchStub);
  renderElement(<CompanyCard company={company} distance={distance} />);
}

/** It is Wednesday 10:30 in Vancouver, and the business does not open on Wednesdays. */
function showClosedToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-04T17:30:00Z'));
  const hours = {
    ...vancouver.store_hours,
    Wednesday: { open: false, start_time: 540, end_time: 1020 },
  };
  show({ ...vancouver, store_hours: hours });
}

/** A business (`_id`) whose one service is not booked online: by phone or on its own site. */
const offline = (
  _id: string,
  how: { call_to_book: true } | { book_site: true },
): ListedCompany => ({
  ...harbourDental,
  _id,
  services: [{ ...cleaning, book_online: false, ...how }],
  next_available: null,
});

describe('CompanyCard', () => {
  afterEach(() => vi.useRealTimers());

  it('is Open at 10:30 in Vancouver although it is 17:30 in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-04T17:30:00Z'));
    show();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('says when it opens at 8:00 in Vancouver, although it is 15:00 in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-04T15:00:00Z'));
    show();
    // Named: the viewer's clock (UTC in tests) reads it differently (decision 056).
    expect(screen.getByText('Opens 9:00 AM PDT')).toBeTruthy();
  });

  it('is Closed with its next opening on a day the business does not open', () => {
    showClosedToday();
    expect(screen.getByText('Closed · Opens Tomorrow 9:00 AM PDT')).toBeTruthy();
  });

  it('is just Closed when it opens on no day', () => {
    const shut = Object.fromEntries(
      Object.entries(vancouver.store_hours).map(([d, h]) => [d, { ...h, open: false }]),
    ) as typeof vancouver.store_hours;
    show({ ...vancouver, store_hours: shut });
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('links the name and the arrow to the business, with its category and distance', () => {
    show(vancouver, 2.345);
    const href = `/company/${harbourDental._id}`;
    expect(screen.getByRole('link', { name: 'Harbour Dental' }).getAttribute('href')).toBe(href);
    expect(screen.getByRole('link', { name: 'Open Harbour Dental' }).getAttribute('href')).toBe(
      href,
    );
    expect(screen.getByText('Dental')).toBeTruthy();
    expect(screen.getByText('2.3 mi')).toBeTruthy();
    expect(screen.getByText('Family dentistry by the lake.')).toBeTruthy();
  });

  it('offers Claim only on an unclaimed business', () => {
    show(vancouver);
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    show({ ...vancouver, _id: 'c2', name: 'Listed Clinic', is_admin: true });
    expect(screen.getByRole('button', { name: 'Claim Listed Clinic' })).toBeTruthy();
  });
});

describe('CompanyCard: the next open time (decision 062)', () => {
  afterEach(() => vi.useRealTimers());
  const online = cleaning;

  it('links "Next:" to the business page with the time chosen', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z')); // Thursday 10:00 in Toronto
    show({
      ...harbourDental,
      services: [online],
      next_available: {
        start_date: '2026-11-26',
        start_time: 930,
        start: '2026-11-26T20:30:00.000Z',
        service: { _id: online._id, name: online.name },
      },
    });
    const link = screen.getByRole('link', { name: 'Next: Today 3:30 PM EST' });
    expect(link.getAttribute('href')).toBe(
      `/company/${harbourDental._id}?service=${online._id}&date=2026-11-26&time=930`,
    );
    expect(screen.getByText(online.name)).toBeTruthy();
  });

  it('offers the phone when the business takes bookings by phone only', () => {
    show(offline(harbourDental._id, { call_to_book: true }));
    const call = screen.getByRole('link', { name: /Call to book/ });
    expect(call.getAttribute('href')).toBe(`tel:${harbourDental.phone}`);
  });

  it('says it books on its own site, or that no time is free online', () => {
    show(offline(harbourDental._id, { book_site: true }));
    expect(screen.getByText('Books on its own site')).toBeTruthy();
    show({ ...harbourDental, _id: 'c2', services: [online], next_available: null });
    expect(screen.getByText('No open times online')).toBeTruthy();
  });
});

describe('CompanyCard in French (decision 069)', () => {
  afterEach(() => vi.useRealTimers());

  it('says the badge, the category and the next time in French, with 24-hour times', async () => {
    await readIn('fr');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z')); // Thursday 10:00 in Toronto
    show({
      ...harbourDental,
      services: [cleaning],
      next_available: {
        start_date: '2026-11-27',
        start_time: 930,
        start: '2026-11-27T20:30:00.000Z',
        service: { _id: cleaning._id, name: cleaning.name },
      },
    });
    expect(screen.getByText('Ouvert')).toBeTruthy();
    expect(screen.getByText('Dentaire')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Prochaine\u00a0: demain 15\u00a0h\u00a030\u00a0HNE' }),
    ).toBeTruthy();
  });

  it('says when a closed business opens, and how one books otherwise', async () => {
    await readIn('fr');
    showClosedToday();
    // The text matcher reads no-break spaces as spaces.
    expect(screen.getByText('Fermé · Ouvre demain 9 h 00 HAP')).toBeTruthy();
    show(offline('c2', { book_site: true }));
    expect(screen.getByText('Réservation sur son site')).toBeTruthy();
    show(offline('c3', { call_to_book: true }));
    expect(screen.getByRole('link', { name: /Appeler pour réserver/ })).toBeTruthy();
  });
});
