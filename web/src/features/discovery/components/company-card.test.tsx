import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, stubApi } from '../../../test/render.tsx';
import { harbourDental } from '../discovery.fixture.ts';
import { CompanyCard } from './company-card.tsx';

// Open 9:00 to 17:00 every day, in Vancouver.
const vancouver = { ...harbourDental, time_zone: 'America/Vancouver' };

function show(company = vancouver, distance?: number) {
  vi.stubGlobal('fetch', stubApi({}).fetchStub);
  renderElement(<CompanyCard company={company} distance={distance} />);
}

describe('CompanyCard', () => {
  afterEach(() => vi.useRealTimers());

  it('is Open at 10:30 in Vancouver although it is 17:30 in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-04T17:30:00Z'));
    show();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('is Closed at 8:00 in Vancouver, before opening, although it is 15:00 in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-04T15:00:00Z'));
    show();
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('is Closed on a day the business does not open', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-04T17:30:00Z')); // a Wednesday in Vancouver
    const hours = {
      ...vancouver.store_hours,
      Wednesday: { open: false, start_time: 540, end_time: 1020 },
    };
    show({ ...vancouver, store_hours: hours });
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
