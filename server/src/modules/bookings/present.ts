import type { Language } from '@slotmap/domain/language';
import type { BookingMoveView, BookingView, CommentView } from '@slotmap/domain/booking-view';
import type { IntakeAnswer } from '@slotmap/domain/bookings';
import {
  bookingInvitation,
  type InvitationMethod,
  invitationAttachment,
} from '../../integrations/calendar/ics.ts';
import type { MailFact } from '../../integrations/mail/compose.ts';
import type { MailAttachment } from '../../integrations/mail/transport.ts';
import { presentLocation } from '../companies/present.ts';
import { mapFileAnswers, type SignUrl } from '../../integrations/uploads/signing.ts';
import type { BookingMoveRow, BookingParts, BookingRow, CommentParts } from './data.ts';
import { bookingWords } from './words.ts';

const DELETED_USER_NAME = 'Deleted user';

/** A customer who deleted the account: no id and no contact data, only what the lists show. */
const DELETED_CUSTOMER = {
  _id: null,
  firstName: 'Deleted',
  lastName: 'user',
  email: '',
  phone: '',
};

/** A deleted business: its name and time zone as they were when booked, and no way to reach it. */
function closedCompany(b: BookingRow): BookingView['company'] {
  return {
    _id: null,
    name: b.companyName,
    phone: '',
    email: '',
    location: null,
    time_zone: b.companyTimeZone,
    user: null,
  };
}

export function presentComment(
  { comment, firstName, lastName, avatar }: CommentParts,
  sign: SignUrl,
): CommentView {
  return {
    _id: comment.id,
    text: comment.text,
    // Null names: the author deleted the account and the comment stayed.
    name: firstName === null ? DELETED_USER_NAME : `${firstName} ${lastName}`,
    avatar,
    user: comment.userId,
    date: comment.createdAt.toISOString(),
    attachments: comment.attachments.map(sign),
  };
}

/**
 * A booking as its customer, the business owner or an admin sees it (spec consumer §3); `sign`
 * makes the images of its intake answers and comments readable to them (decision 025).
 */
export function presentBooking(
  { booking: b, customer, company: c }: BookingParts,
  comments: CommentParts[],
  sign: SignUrl,
  moves: BookingMoveRow[] = [],
): BookingView {
  return {
    _id: b.id,
    user: customer
      ? {
          _id: customer.id,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
        }
      : DELETED_CUSTOMER,
    company: c
      ? {
          _id: c.id,
          name: c.name,
          phone: c.phone,
          email: c.email,
          location: presentLocation(c),
          time_zone: c.timeZone,
          user: c.userId,
        }
      : closedCompany(b),
    service: {
      _id: b.serviceId,
      name: b.serviceName,
      description: b.serviceDescription,
      intakeForm: b.serviceIntakeForm,
    },
    start_date: b.startDate,
    start_time: b.startTime,
    duration: b.duration,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    text: b.text,
    intakeForm: mapFileAnswers(b.intakeForm, sign),
    comments: comments
      .filter((c) => c.comment.bookingId === b.id)
      .map((c) => presentComment(c, sign)),
    user_calender: b.userCalender,
    business_calender: b.businessCalender,
    cancelled_at: b.cancelledAt?.toISOString() ?? null,
    cancel_reason: b.cancelReason,
    date_created: b.createdAt.toISOString(),
    moves: moves.filter((m) => m.bookingId === b.id).map(presentMove),
    // Filled by the reminders and reviews modules through the event hub (bookings/views.ts).
    reminders: [],
    review: null,
  };
}

/** One move of a booking (docs/decisions/053): the actor's id stays on the server. */
export function presentMove(m: BookingMoveRow): BookingMoveView {
  return {
    from_start: m.fromStartAt.toISOString(),
    to_start: m.toStartAt.toISOString(),
    from_date: m.fromDate,
    from_time: m.fromTime,
    to_date: m.toDate,
    to_time: m.toTime,
    by: m.by,
    at: m.createdAt.toISOString(),
  };
}

/** The booking page, where the customer reschedules or cancels and both sides comment. */
export const bookingPageUrl = (parts: BookingParts, publicUrl: string) =>
  `${publicUrl}/bookings/${parts.booking.id}`;

const answerText = (a: IntakeAnswer): string => {
  if (a.field_type === 'file') {
    const n = Array.isArray(a.value) ? a.value.length : 1;
    return `${n} image${n === 1 ? '' : 's'}, shown on the booking page`;
  }
  if (Array.isArray(a.value)) return a.value.length ? a.value.join(', ') : '(none chosen)';
  return String(a.value).trim() || '(left blank)';
};

/** The customer's intake answers and note, for the business's copy of a new booking. */
export function intakeMailFacts(b: BookingRow): MailFact[] {
  return [
    ...b.intakeForm.map((a) => ({ label: a.field_label, value: answerText(a) })),
    ...(b.text.trim() ? [{ label: 'Note from the customer', value: b.text.trim() }] : []),
  ];
}

/**
 * The booking as an iCalendar invitation, attached to its mails ("Add to calendar"), its summary
 * in the reader's language ("Cleaning chez Maple Dental").
 */
export function bookingInvitationFile(
  parts: BookingParts,
  organizerEmail: string,
  method: InvitationMethod,
  publicUrl: string,
  language: Language,
): MailAttachment {
  const { booking: b, customer } = parts;
  const companyName = parts.company?.name ?? b.companyName;
  const ics = bookingInvitation({
    uid: `${b.id}@slotmap`,
    // A cancellation always outranks the invitation it takes back, moved or not.
    sequence: method === 'CANCEL' ? Math.max(b.sequence, 1) : b.sequence,
    method,
    start: b.startAt,
    end: b.endAt,
    timeZone: parts.company?.timeZone ?? b.companyTimeZone,
    summary: bookingWords(language, 'bookings.invite.summary', {
      service: b.serviceName,
      business: companyName,
    }),
    description: b.serviceDescription,
    location: addressLine(parts),
    organizer: { name: companyName, email: organizerEmail },
    attendees: customer
      ? [{ name: `${customer.firstName} ${customer.lastName}`, email: customer.email }]
      : [],
    url: bookingPageUrl(parts, publicUrl),
  });
  return invitationAttachment(ics, method);
}

/** "12 King St W, Toronto, ON, M5H 1A1": the address on one line. */
export function addressLine({ company: c }: BookingParts): string {
  if (!c) return '';
  return [c.streetAddress, c.streetAddress2, c.city, c.province, c.postal]
    .filter((p) => p.trim() !== '')
    .join(', ');
}
