import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { booking } from '../../../test/booking-fixtures.ts';
import { path, routes, signedIn, setUpEachTest, viewing } from './booking-page.fixture.tsx';

setUpEachTest();

/** Reads the page as a viewer whose browser is in `zone` (the suite's own is UTC). */
function viewerIn(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  process.env.TZ = 'UTC';
});

// The same instants as the Toronto fixture (01:00 UTC on 3 December), at a Los Angeles business.
const losAngeles = {
  ...booking,
  company: { ...booking.company, time_zone: 'America/Los_Angeles' },
};

async function shown() {
  const details = within(await screen.findByRole('region', { name: 'Details' }));
  const comments = within(screen.getByRole('region', { name: 'Comments' }));
  return { details, firstComment: within(comments.getAllByRole('listitem')[0]) };
}

describe("/bookings/:id: times say the business's zone", () => {
  it('names the zone of a business in another zone than the viewer', async () => {
    viewerIn('America/Toronto');
    signedIn(viewing(losAngeles));
    renderRoutes(routes, { at: path });

    const { details, firstComment } = await shown();
    expect(details.getByText('Wednesday, December 2, 2026')).toBeTruthy();
    expect(details.getByText('5:00 PM – 6:00 PM PST')).toBeTruthy();
    expect(firstComment.getByText('Nov 20, 2026, 7:00 AM PST')).toBeTruthy();
  });

  it('names no zone to a viewer in the business’s own zone', async () => {
    viewerIn('America/Toronto');
    signedIn(viewing(booking));
    renderRoutes(routes, { at: path });

    const { details, firstComment } = await shown();
    expect(details.getByText('8:00 PM – 9:00 PM')).toBeTruthy();
    expect(firstComment.getByText('Nov 20, 2026, 10:00 AM')).toBeTruthy();
    expect(screen.queryByText(/\b(EST|EDT)\b/)).toBeNull();
  });
});
