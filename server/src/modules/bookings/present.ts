import type { BookingView, CommentView } from '@slotmap/domain/booking-view';
import { presentLocation } from '../companies/present.ts';
import { mapFileAnswers, type SignUrl } from '../uploads/signing.ts';
import type { BookingParts, CommentParts } from './data.ts';

export function presentComment(
  { comment, firstName, lastName, avatar }: CommentParts,
  sign: SignUrl,
): CommentView {
  return {
    _id: comment.id,
    text: comment.text,
    name: `${firstName} ${lastName}`,
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
): BookingView {
  return {
    _id: b.id,
    user: {
      _id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    },
    company: {
      _id: c.id,
      name: c.name,
      phone: c.phone,
      email: c.email,
      location: presentLocation(c),
      time_zone: c.timeZone,
      user: c.userId,
    },
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
  };
}
