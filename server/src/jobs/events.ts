import type { BookingView } from '@slotmap/domain/booking-view';
import type { StoreHours } from '@slotmap/domain/hours';
import type { Db } from '../db/connection.ts';
import type { users } from '../db/schema/accounts.ts';
import type { BookingRow } from '../db/schema/bookings.ts';
import type { CompanyRow } from '../db/schema/companies.ts';

/**
 * What happened, told inside the transaction that made it happen (decision 052). The module that
 * owns a change publishes it; the modules it concerns subscribe where the app is composed
 * (server/src/app/subscriptions.ts), so the publisher imports none of them. Subscribers run one
 * after the other in the order they subscribed, in the publisher's transaction: they write rows
 * and outbox jobs, never call outside services, and one that throws rolls the whole change back.
 */

type UserRow = typeof users.$inferSelect;

/** A booking with its customer and its business; either is null once it has left Slotmap. */
export interface BookingParts {
  booking: BookingRow;
  customer: UserRow | null;
  company: CompanyRow | null;
}

export interface Cancellation {
  by: 'customer' | 'business';
  reason: string;
  /** The side that is leaving Slotmap, which is written to no more. */
  leaving?: 'customer' | 'business';
}

/** The clock the change was judged by, and where links in notices point. */
export interface When {
  now: Date;
  publicUrl: string;
}

export interface Events {
  /** A booking was made; the business's booking lock is held. */
  'booking.created': When & {
    parts: BookingParts;
    /** The booked service's price, read with it under the lock (its notices show it). */
    price: string | null;
  };
  /** A booking was cancelled by `actorId`; its time is free again. */
  'booking.cancelled': When & {
    parts: BookingParts;
    actorId: string;
    cancellation: Cancellation;
  };
  /** A booking was moved to another time (`parts` holds the new one). */
  'booking.moved': When & {
    parts: BookingParts;
    actorId: string;
    /** Which side moved it: the other side is told. */
    by: 'customer' | 'business';
    /** The move's own id (booking_moves): the freed old time's waitlist chain is named by it. */
    moveId: string;
    from: Pick<BookingRow, 'startAt' | 'endAt' | 'startDate' | 'startTime'>;
  };
  /** A person's account is being deleted; their row is locked and goes after the subscribers. */
  'person.leaving': When & { userId: string };
  /** A business is closing on Slotmap; its booking lock and row are held, the row goes after. */
  'business.closing': When & { company: CompanyRow; actorId: string };
  /** A business withdrew these appointments to come (a service gone, hours narrowed). */
  'business.withdrew': When & {
    companyId: string;
    bookingIds: string[];
    actorId: string;
    reason: string;
  };
  /** A business changed when its reminders go out (`reminder_offsets`, minutes before). */
  'business.reminderOffsets': When & { companyId: string; offsets: number[] };
  /** A business's hours, services or online booking changed (hours: null when they did not). */
  'business.changed': When & {
    companyId: string;
    hours: { before: StoreHours; after: StoreHours } | null;
  };
  /**
   * A business calendar's busy times changed: read anew and different, or gone with the
   * connection. The business's booking lock is held.
   */
  'calendar.busy': When & { companyId: string };
}

export type EventName = keyof Events;
export type Subscriber<K extends EventName> = (tx: Db, event: Events[K]) => Promise<void>;

/** A booking about to be written, under the business's booking lock. */
export interface BookingAttempt {
  actorId: string;
  companyId: string;
  start: Date;
  end: Date;
  /** The booking's buffers (decision 055): the time it keeps from others is wider than its own. */
  bufferBefore: number;
  bufferAfter: number;
}

/** A rule asked before a booking is written (a time held for someone else): throws to refuse. */
export type BookingGuard = (tx: Db, attempt: BookingAttempt, when: When) => Promise<void>;

/** Work done before a booking's transaction begins, outside the lock (holds that ran out). */
export type BookingPreparation = (db: Db, companyId: string, when: When) => Promise<void>;

/**
 * Another module's part of the booking answer (its reminders), read for many bookings at once and
 * keyed by booking id, so bookings/ shows it without importing that module.
 */
export type BookingViewPart = (
  db: Db,
  bookingIds: string[],
) => Promise<Map<string, Partial<BookingView>>>;

export class EventHub {
  private readonly subscribers = new Map<EventName, Subscriber<never>[]>();
  private readonly guards: BookingGuard[] = [];
  private readonly preparations: BookingPreparation[] = [];
  private readonly viewParts: BookingViewPart[] = [];

  on<K extends EventName>(name: K, subscriber: Subscriber<K>): this {
    const list = this.subscribers.get(name) ?? [];
    list.push(subscriber as Subscriber<never>);
    this.subscribers.set(name, list);
    return this;
  }

  /** Tells every subscriber of `name`, in order, in the caller's transaction. */
  async emit<K extends EventName>(tx: Db, name: K, event: Events[K]): Promise<void> {
    for (const subscriber of this.subscribers.get(name) ?? [])
      await (subscriber as Subscriber<K>)(tx, event);
  }

  guardBookings(guard: BookingGuard): this {
    this.guards.push(guard);
    return this;
  }

  /** Every guard, in order; the first that refuses stops the booking. */
  async checkBooking(tx: Db, attempt: BookingAttempt, when: When): Promise<void> {
    for (const guard of this.guards) await guard(tx, attempt, when);
  }

  beforeBookings(preparation: BookingPreparation): this {
    this.preparations.push(preparation);
    return this;
  }

  async prepareBooking(db: Db, companyId: string, when: When): Promise<void> {
    for (const preparation of this.preparations) await preparation(db, companyId, when);
  }

  describeBookings(part: BookingViewPart): this {
    this.viewParts.push(part);
    return this;
  }

  /** Every module's part of these bookings' answers, merged per booking id. */
  async bookingViewParts(db: Db, bookingIds: string[]): Promise<Map<string, Partial<BookingView>>> {
    const merged = new Map<string, Partial<BookingView>>();
    if (bookingIds.length === 0) return merged;
    const all = await Promise.all(this.viewParts.map((part) => part(db, bookingIds)));
    for (const parts of all)
      for (const [id, part] of parts) merged.set(id, { ...merged.get(id), ...part });
    return merged;
  }
}
