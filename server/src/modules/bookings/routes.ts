import { publicRead } from '../../http/public-reads.ts';
import {
  bookingListViewSchema,
  bookingViewSchema,
  savedAnswersViewSchema,
  type SlotsView,
  slotsViewSchema,
} from '@slotmap/domain/booking-view';
import { msgAnswer } from '../../http/answers.ts';
import {
  calendarIdsSchema,
  cancelBookingSchema,
  MSG_BOOKING_NOT_FOUND,
  newBookingSchema,
  newCommentSchema,
} from '@slotmap/domain/bookings';
import { isoDate } from '@slotmap/domain/date-range';
import { rescheduleSchema } from '@slotmap/domain/reschedule';
import { saveAnswersSchema } from '@slotmap/domain/saved-answers';
import { pagingSchema } from '@slotmap/domain/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AppContext,
  caller,
  optionalUser,
  requireUser,
  viewerOf,
} from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { knownId, MSG_COMPANY_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '../companies/access.ts';
import { findBookingParts, pageBookingsOfCustomer } from './data.ts';
import {
  addComment,
  cancelBooking,
  deleteComment,
  readableBooking,
  saveIntakeAnswers,
  storeCalendarIds,
} from './mutations.ts';
import { withinAllowance } from './limits.ts';
import { createBooking } from './create.ts';
import { rescheduleBooking, slotsToMoveTo } from './reschedule.ts';
import { serviceSlots } from './service-slots.ts';
import { mapFileAnswers, uploadUrlSigner } from '../../integrations/uploads/signing.ts';
import { bookingViews, newBookingView } from './views.ts';

/** Which of the 90 days to answer: all of them unless narrowed. */
const windowQuery = z.object({
  from: isoDate('from must be a date YYYY-MM-DD').optional(),
  to: isoDate('to must be a date YYYY-MM-DD').optional(),
});

const slotsQuery = windowQuery.extend({ service: z.string('Please choose a service') });

/** Bookings, their comments, slots and saved intake answers (docs/api-bookings.md). */
export const bookingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const sign = uploadUrlSigner(ctx.config.jwtSecret, ctx.clock);
    const bookingId = (id: string) => knownId(id, MSG_BOOKING_NOT_FOUND);
    /** A booking the caller was just allowed to change, as it is now. */
    const view = async (id: string) => {
      const parts = await findBookingParts(ctx.db, id);
      if (!parts) throw notFound(MSG_BOOKING_NOT_FOUND);
      return (await bookingViews(ctx.db, [parts], sign, ctx.events))[0];
    };

    app.get(
      '/company/:id/slots',
      {
        preHandler: optionalUser(ctx),
        config: publicRead,
        schema: {
          params: z.object({ id: z.string() }),
          querystring: slotsQuery,
          response: { 200: slotsViewSchema },
        },
      },
      async (request): Promise<SlotsView> =>
        serviceSlots(
          ctx.db,
          {
            companyId: knownId(request.params.id, MSG_COMPANY_NOT_FOUND),
            serviceId: knownId(request.query.service, MSG_SERVICE_NOT_FOUND),
            from: request.query.from,
            to: request.query.to,
            holdsOf: viewerOf(request),
          },
          ctx.clock(),
        ),
    );

    app.post(
      '/bookings',
      {
        preHandler: auth,
        schema: { body: newBookingSchema, response: { 201: bookingViewSchema } },
      },
      async (request, reply) => {
        const me = caller(request);
        const parts = await withinAllowance(ctx, 'bookings', me.id, () =>
          createBooking(ctx.db, ctx.events, me, request.body, ctx.clock(), ctx.config.publicUrl),
        );
        // As read in its own transaction, with the reminders it was given.
        return reply.status(201).send(await newBookingView(ctx.db, parts, sign, ctx.events));
      },
    );

    app.get(
      '/bookings',
      {
        preHandler: auth,
        schema: { querystring: pagingSchema, response: { 200: bookingListViewSchema } },
      },
      async (request, reply) => {
        const page = await pageBookingsOfCustomer(ctx.db, caller(request).id, request.query);
        return sendPage(reply, await bookingViews(ctx.db, page.rows, sign, ctx.events), page.total);
      },
    );

    const idParams = z.object({ id: z.string() });

    app.get(
      '/bookings/:id',
      { preHandler: auth, schema: { params: idParams, response: { 200: bookingViewSchema } } },
      async (request) => {
        const parts = await readableBooking(ctx.db, caller(request), bookingId(request.params.id));
        return (await bookingViews(ctx.db, [parts], sign, ctx.events))[0];
      },
    );

    app.put(
      '/bookings/:id',
      {
        preHandler: auth,
        schema: { params: idParams, body: calendarIdsSchema, response: { 200: bookingViewSchema } },
      },
      async (request) => {
        const id = bookingId(request.params.id);
        await storeCalendarIds(ctx.db, caller(request), id, request.body);
        return view(id);
      },
    );

    app.delete(
      '/bookings/:id',
      { preHandler: auth, schema: { params: idParams, body: cancelBookingSchema, ...msgAnswer } },
      async (request) => {
        const me = caller(request);
        const id = bookingId(request.params.id);
        await withinAllowance(ctx, 'cancellations', me.id, () =>
          cancelBooking(
            ctx.db,
            ctx.events,
            me,
            id,
            request.body.reason,
            ctx.clock(),
            ctx.config.publicUrl,
          ),
        );
        return { msg: 'Booking Canceled' };
      },
    );

    app.post(
      '/bookings/:id/reschedule',
      {
        preHandler: auth,
        schema: { params: idParams, body: rescheduleSchema, response: { 200: bookingViewSchema } },
      },
      async (request) => {
        const me = caller(request);
        const id = bookingId(request.params.id);
        // A move mails and texts its people as a booking does, so it counts as one.
        await withinAllowance(ctx, 'bookings', me.id, () =>
          rescheduleBooking(
            ctx.db,
            ctx.events,
            me,
            id,
            request.body,
            ctx.clock(),
            ctx.config.publicUrl,
          ),
        );
        return view(id);
      },
    );

    app.get(
      '/bookings/:id/slots',
      {
        preHandler: auth,
        schema: { params: idParams, querystring: windowQuery, response: { 200: slotsViewSchema } },
      },
      async (request): Promise<SlotsView> =>
        slotsToMoveTo(
          ctx.db,
          caller(request),
          bookingId(request.params.id),
          request.query,
          ctx.clock(),
        ),
    );

    app.post(
      '/bookings/comment/:bookingId',
      {
        preHandler: auth,
        schema: {
          params: z.object({ bookingId: z.string() }),
          body: newCommentSchema,
          response: { 201: bookingViewSchema },
        },
      },
      async (request, reply) => {
        const id = bookingId(request.params.bookingId);
        const { text, UploadImage } = request.body;
        await addComment(
          ctx.db,
          caller(request),
          id,
          { text, attachments: UploadImage },
          ctx.config.publicUrl,
        );
        return reply.status(201).send(await view(id));
      },
    );

    app.delete(
      '/bookings/comment/:bookingId/:commentId',
      {
        preHandler: auth,
        schema: {
          params: z.object({ bookingId: z.string(), commentId: z.string() }),
          response: { 200: bookingViewSchema },
        },
      },
      async (request) => {
        const id = bookingId(request.params.bookingId);
        await deleteComment(
          ctx.db,
          caller(request),
          id,
          knownId(request.params.commentId, 'Comment not found'),
        );
        return view(id);
      },
    );

    app.put(
      '/auth/intakeForm',
      {
        preHandler: auth,
        schema: { body: saveAnswersSchema, response: { 200: savedAnswersViewSchema } },
      },
      async (request) => ({
        intakeFormFields: mapFileAnswers(
          await saveIntakeAnswers(
            ctx.db,
            caller(request),
            request.body.intakeForm,
            request.body.company ?? null,
          ),
          sign,
        ),
      }),
    );
  };
