import { publicRead } from '../../http/public-reads.ts';
import {
  MSG_REVIEW_NOT_FOUND,
  reviewCreateSchema,
  reviewEditSchema,
  reviewHideSchema,
  reviewPagingSchema,
  reviewReplySchema,
} from '@slotmap/domain/reviews';
import { MSG_BOOKING_NOT_FOUND } from '@slotmap/domain/bookings';
import {
  bookingReviewViewSchema,
  reviewPageViewSchema,
  reviewViewSchema,
} from '@slotmap/domain/review-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AppContext,
  caller,
  optionalUser,
  requireAdmin,
  requireUser,
  viewerOf,
} from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { sendPageView } from '../../http/paging.ts';
import { pageCompanyReviews, reviewsOfBookings } from './data.ts';
import { createReview, editReview, hideReview, replyToReview } from './mutations.ts';
import { presentReview } from './present.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string() });

/** Something that is not a UUID names no review (or business): 404, as for an unknown one. */
function knownId(id: string, msg: string): string {
  if (!UUID_RE.test(id)) throw notFound(msg);
  return id;
}

const MSG_COMPANY_NOT_FOUND = 'Company not found';
const reviewAnswer = { response: { 200: reviewViewSchema } };

/** Verified reviews (docs/api-reviews.md, decision 058). */
export const reviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const admin = requireAdmin(ctx);
    const viewer = optionalUser(ctx);

    app.post(
      '/reviews',
      {
        preHandler: auth,
        schema: { body: reviewCreateSchema, response: { 201: reviewViewSchema } },
      },
      async (request, reply) => {
        const me = caller(request);
        const parts = await createReview(ctx.db, me, request.body, ctx.clock());
        return reply.status(201).send(presentReview(parts, me.id));
      },
    );

    app.put(
      '/reviews/:id',
      { preHandler: auth, schema: { params: idParams, body: reviewEditSchema, ...reviewAnswer } },
      async (request) => {
        const me = caller(request);
        const id = knownId(request.params.id, MSG_REVIEW_NOT_FOUND);
        return presentReview(await editReview(ctx.db, me, id, request.body, ctx.clock()), me.id);
      },
    );

    app.post(
      '/reviews/:id/reply',
      { preHandler: auth, schema: { params: idParams, body: reviewReplySchema, ...reviewAnswer } },
      async (request) => {
        const me = caller(request);
        const id = knownId(request.params.id, MSG_REVIEW_NOT_FOUND);
        const parts = await replyToReview(ctx.db, me, id, request.body.text, ctx.clock());
        return presentReview(parts, me.id);
      },
    );

    app.put(
      '/reviews/:id/hide',
      { preHandler: admin, schema: { params: idParams, body: reviewHideSchema, ...reviewAnswer } },
      async (request) => {
        const me = caller(request);
        const id = knownId(request.params.id, MSG_REVIEW_NOT_FOUND);
        const { reason } = request.body;
        const parts = await hideReview(ctx.db, me, id, reason, ctx.clock(), ctx.config.publicUrl);
        return presentReview(parts, me.id);
      },
    );

    // The caller's own review of one of their bookings (null when there is none yet).
    app.get(
      '/reviews/booking/:id',
      {
        preHandler: auth,
        schema: { params: idParams, response: { 200: bookingReviewViewSchema } },
      },
      async (request) => {
        const me = caller(request);
        const id = knownId(request.params.id, MSG_BOOKING_NOT_FOUND);
        const [parts] = await reviewsOfBookings(ctx.db, me.id, [id]);
        return { review: parts ? presentReview(parts, me.id) : null };
      },
    );

    app.get(
      '/company/:id/reviews',
      {
        preHandler: viewer,
        config: publicRead,
        schema: {
          params: idParams,
          querystring: reviewPagingSchema,
          response: { 200: reviewPageViewSchema },
        },
      },
      async (request, reply) => {
        const id = knownId(request.params.id, MSG_COMPANY_NOT_FOUND);
        const page = await pageCompanyReviews(ctx.db, id, request.query);
        if (!page) throw notFound(MSG_COMPANY_NOT_FOUND);
        const me = viewerOf(request);
        const items = page.rows.map((r) => presentReview(r, me));
        return sendPageView(reply, items, page.total, request.query);
      },
    );
  };
