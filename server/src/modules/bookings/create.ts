// Booking a slot (POST /bookings): every rule checked again under the business's lock.
import {
  type AskedQuestion,
  answerMisfit,
  isAnswered,
  MSG_NOT_ONLINE,
  type IntakeAnswer,
  type NewBooking,
} from '@slotmap/domain/bookings';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/connection.ts';
import { placeholders, prepared } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { UserRow } from '../../http/auth.ts';
import type { EventHub } from '../../jobs/events.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { MSG_COMPANY_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '../companies/access.ts';
import { findCompanyService } from '../companies/data.ts';
import { ownFileAnswers } from './attachments.ts';
import type { BookingParts } from './data.ts';
import { checkSlot, takingTime } from './slot-check.ts';
import { lockCompanyBookings } from '../../db/locks.ts';

/**
 * Only answers to the service's own questions are kept, each must fit its question (type,
 * options, scale), and every required one must be there. Stored with the question's own label.
 */
const msgUnanswered = (label: string) => `Please answer "${label}"`;

function checkedAnswers(
  questions: (AskedQuestion & { is_required: boolean })[],
  answers: IntakeAnswer[],
): IntakeAnswer[] {
  const byLabel = new Map(answers.map((a) => [a.field_label, a]));
  const kept: IntakeAnswer[] = [];
  const problems: string[] = [];
  for (const q of questions) {
    const answer = byLabel.get(q.field_label);
    const misfit = answer && answerMisfit(q, answer);
    if (misfit) problems.push(misfit);
    else if (q.is_required && !isAnswered(answer?.value))
      problems.push(msgUnanswered(q.field_label));
    else if (answer) kept.push({ ...answer, field_label: q.field_label });
  }
  if (problems.length > 0) {
    const errors = problems.map((msg) => ({ msg, param: 'intakeForm' }));
    throw new HttpError(400, errors[0].msg, { errors });
  }
  return kept;
}

/** What a booking is written with; the other columns keep their defaults. */
const BOOKED = [
  'id',
  'userId',
  'companyId',
  'companyName',
  'companyTimeZone',
  'serviceId',
  'serviceName',
  'serviceDescription',
  'serviceIntakeForm',
  'startDate',
  'startTime',
  'duration',
  'startAt',
  'endAt',
  'bufferBefore',
  'bufferAfter',
  'text',
  'intakeForm',
] as const;
type BookedValues = Required<Pick<typeof bookings.$inferInsert, (typeof BOOKED)[number]>>;

/** Every booking's insert, built once (decision 064). */
const insertBooking = prepared('insert_booking', (db) =>
  db.insert(bookings).values(placeholders(BOOKED)).returning(),
);

/**
 * Books a slot. Everything the page showed is checked again here, under the business's lock, so
 * a service edited or a business closed meanwhile is seen; the exclusion constraint on bookings
 * decides between concurrent requests for overlapping times, and the loser gets 409. The rules
 * other modules keep (a time held for someone else) are asked as guards, and what follows a
 * booking (notices, calendars, waitlists) subscribes to 'booking.created' (decision 052).
 */
export async function createBooking(
  db: Db,
  events: EventHub,
  actor: UserRow,
  input: NewBooking,
  now: Date,
  publicUrl: string,
): Promise<BookingParts> {
  const insert = () =>
    db.transaction(async (tx) => {
      // Bookings of one business queue here, so concurrent inserts do not deadlock each other
      // inside the exclusion check; the constraint still decides who gets the time.
      await lockCompanyBookings(tx, input.company);
      const target = await findCompanyService(tx, input.company, input.service);
      if (!target) throw notFound(MSG_COMPANY_NOT_FOUND);
      const { company, service } = target;
      if (!service) throw notFound(MSG_SERVICE_NOT_FOUND);
      if (!service.bookOnline) throw new HttpError(400, MSG_NOT_ONLINE);
      const intakeForm = await ownFileAnswers(
        tx,
        actor.id,
        checkedAnswers(service.intakeForm, input.intakeForm),
      );

      const { start, end, rules } = await checkSlot(
        tx,
        events,
        {
          company,
          service,
          start_date: input.start_date,
          start_time: input.start_time,
          customerId: actor.id,
        },
        { now, publicUrl },
      );

      const [row] = await insertBooking(tx).execute({
        id: uuidv7(),
        userId: actor.id,
        companyId: company.id,
        companyName: company.name,
        companyTimeZone: company.timeZone,
        serviceId: service.id,
        serviceName: service.name,
        serviceDescription: service.description,
        serviceIntakeForm: service.intakeForm,
        startDate: input.start_date,
        startTime: input.start_time,
        duration: service.serviceDuration,
        startAt: start,
        endAt: end,
        // Kept as booked: a later change to the service's buffers leaves this booking's alone.
        bufferBefore: rules.buffer_before,
        bufferAfter: rules.buffer_after,
        text: input.text,
        intakeForm,
      } satisfies BookedValues);
      // Its customer and business are the rows this transaction already holds. The customer's
      // answer to "Text me reminders" goes with them (only with a phone to text); the reminders
      // module remembers it on the account (decision 057).
      const textChoice = actor.phone ? input.reminder_texts : undefined;
      const customer = textChoice === undefined ? actor : { ...actor, reminderTexts: textChoice };
      const parts: BookingParts = { booking: row, customer, company };
      await events.emit(tx, 'booking.created', { parts, price: service.price, now, publicUrl });
      return parts;
    });

  await events.prepareBooking(db, input.company, { now, publicUrl });
  return takingTime(insert);
}
