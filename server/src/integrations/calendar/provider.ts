/**
 * What Slotmap asks of a connected calendar, whichever provider it is (Google, CalDAV): put and
 * remove the events of bookings, and read busy times. Each adapter turns its provider's errors
 * into CalendarError with a message a person can act on.
 */

export interface CalendarEvent {
  /** The booking's id: the same booking always makes the same event (retries replace it). */
  uid: string;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** IANA zone the event is shown in (the business's). */
  timeZone: string;
  /** The booking's SEQUENCE: raised by every change, so calendars keep the latest version. */
  sequence: number;
}

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface CalendarAccount {
  name: string;
  email: string;
}

export interface CalendarClient {
  /** Creates the event, or replaces the one with the same uid; answers its reference. */
  putEvent(event: CalendarEvent): Promise<string>;
  /** Removes the event `putEvent` answered `ref` for; one already gone is not an error. */
  deleteEvent(ref: string): Promise<void>;
  /**
   * Busy times overlapping [from, to), leaving out Slotmap's own events (UIDs ending in
   * OWN_UID_SUFFIX), which stand for bookings Slotmap already counts.
   */
  busy(from: Date, to: Date): Promise<BusyRange[]>;
}

export class CalendarError extends Error {
  constructor(
    message: string,
    /** The provider refused the credentials: reconnecting, not retrying, fixes it. */
    readonly unauthorized = false,
    /** The provider asked to slow down (429, Google's rate limits): retry later, never sooner. */
    readonly rateLimited = false,
  ) {
    super(message);
    this.name = 'CalendarError';
  }
}

/** Slotmap's own events carry this marker in their UID (`{bookingId}@slotmap`). */
export const OWN_UID_SUFFIX = '@slotmap';
export const ownUid = (bookingId: string) => `${bookingId}${OWN_UID_SUFFIX}`;
