import type { BookingWorld } from './booking-world.ts';

/** The business's calendar connection, as its owner's Calendar tab reads it. */
export const calendarConnectionOf = async (w: BookingWorld) =>
  (await w.t.call('GET', `/api/calendar/company/${w.company._id}`, undefined, w.owner.token)).json()
    .connection;
