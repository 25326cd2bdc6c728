import { z } from 'zod';

/**
 * The days the API accepts: years a booking, a birthday or a search window can mean. Year 0000 or
 * 10000 parse as ISO text but PostgreSQL refuses them (and a window added to 9999-12-31 runs past
 * what it stores), so they are refused with the field's own message instead.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

const EARLIEST_MS = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/** A calendar date YYYY-MM-DD within the accepted years; one message however it is wrong. */
export const isoDate = (message: string) =>
  z.iso
    .date({ error: message, abort: true })
    .refine((d) => d >= EARLIEST_DATE && d <= LATEST_DATE, message);

/** An ISO date and time with its offset, within the accepted years. */
export const isoInstant = (message: string) =>
  z.iso.datetime({ offset: true, error: message, abort: true }).refine((v) => {
    const ms = Date.parse(v);
    return ms >= EARLIEST_MS && ms <= LATEST_MS;
  }, message);
