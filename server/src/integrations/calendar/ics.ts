import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { MailAttachment } from '../mail/transport.ts';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface BookingInvitation {
  /** Stable per booking: a later update or cancellation must carry the same UID. */
  uid: string;
  /** Grows with every change sent for the same UID; calendars ignore an older one. */
  sequence: number;
  method: InvitationMethod;
  start: Date;
  end: Date;
  /**
   * The business's IANA zone. Checked, not written: the times are UTC instants, which every
   * calendar shows in its reader's zone, so no VTIMEZONE block is needed.
   */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  url?: string;
}

/**
 * A one-event iTIP message (RFC 5546) for a booking: METHOD:REQUEST adds or updates it in the
 * attendee's calendar, METHOD:CANCEL removes it. No alarm is set: each calendar keeps its own
 * default reminders.
 */
export function bookingInvitation(invite: BookingInvitation): string {
  if (!(invite.end > invite.start))
    throw new Error('A booking invitation must end after it starts');
  // An unknown zone is a bug in the caller; fail here rather than in someone's calendar.
  new Intl.DateTimeFormat('en', { timeZone: invite.timeZone });

  const cancelled = invite.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Slotmap', product: 'Bookings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    description: invite.description,
    location: invite.location,
    url: invite.url ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: paramText(invite.organizer.name), email: invite.organizer.email },
    // The customer chose the slot: the booking is already accepted, there is nothing to answer.
    attendees: invite.attendees.map((a) => ({
      name: paramText(a.name),
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: cancelled ? null : ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    })),
  });
  // RFC 5545 ends every content line, the last one included, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** A quoted parameter (CN="…") cannot hold a double quote at all (RFC 5545 §3.1). */
const paramText = (name: string) => name.replace(/"/g, "'");

/** The invitation as a mail attachment; the method in the content type lets mail clients act on it. */
export function invitationAttachment(ics: string, method: InvitationMethod): MailAttachment {
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}
