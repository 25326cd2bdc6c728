import { publicRead } from '../../http/public-reads.ts';
import { availableOnProblem } from '@slotmap/domain/availability';
import {
  type BusyRangeView,
  busyRangeListViewSchema,
  companyListViewSchema,
  companyReactionsViewSchema,
  companyListPageViewSchema,
  nearbyPageViewSchema,
} from '@slotmap/domain/company-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingSchema } from '@slotmap/domain/paging';
import {
  type AppContext,
  caller,
  optionalUser,
  requireUser,
  viewerOf,
} from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { sendPage, sendPageView } from '../../http/paging.ts';
import { invalid, knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { presentReactions } from '../companies/present.ts';
import { companyViews } from '../companies/data.ts';
import { busyRanges, likedCompanies, listsPage, nearbyPage } from './data.ts';
import { followCompany, likeCompany, unfollowCompany, unlikeCompany } from './mutations.ts';
import { presentBusyRange } from './present.ts';
import { busyQuerySchema, idParams, listsQuerySchema, nearbyQuerySchema } from './schemas.ts';

type Reaction = typeof likeCompany;

/** The four toggles of the public business page, each `PUT /company/{reaction}/{id}`. */
const REACTIONS: Record<string, Reaction> = {
  like: likeCompany,
  unlike: unlikeCompany,
  notify: followCompany,
  unnotify: unfollowCompany,
};

/** A day the lists cannot have free times on is refused rather than answered with nothing. */
function checkAvailableOn(day: string | undefined, now: Date) {
  const problem = day ? availableOnProblem(day, now) : null;
  if (problem) throw invalid([{ msg: problem, param: 'available_on' }]);
}

/**
 * Finding businesses and reacting to them (docs/api-discovery.md): the radius search of /find and
 * the list of every business, by place and by free time, a business's busy times, likes and
 * "Notify Me!", and the caller's liked businesses.
 */
export const discoveryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const viewer = optionalUser(ctx);

    app.get(
      '/company',
      {
        preHandler: viewer,
        config: publicRead,
        schema: { querystring: nearbyQuerySchema, response: { 200: nearbyPageViewSchema } },
      },
      async (request, reply) => {
        const q = request.query;
        const now = ctx.clock();
        checkAvailableOn(q.available_on, now);
        const { items, total } = await nearbyPage(ctx.db, q, viewerOf(request), now);
        return sendPageView(reply, items, total, q);
      },
    );

    app.get(
      '/company/lists',
      {
        preHandler: viewer,
        config: publicRead,
        schema: { querystring: listsQuerySchema, response: { 200: companyListPageViewSchema } },
      },
      async (request, reply) => {
        const q = request.query;
        const now = ctx.clock();
        checkAvailableOn(q.available_on, now);
        const { items, total } = await listsPage(ctx.db, q, viewerOf(request), now);
        return sendPageView(reply, items, total, q);
      },
    );

    // A static path: Fastify matches it before the parametric /company/:id.
    app.get(
      '/company/liked',
      {
        preHandler: auth,
        schema: { querystring: pagingSchema, response: { 200: companyListViewSchema } },
      },
      async (request, reply) => {
        const me = caller(request).id;
        const { rows, total } = await likedCompanies(ctx.db, me, request.query);
        return sendPage(reply, await companyViews(ctx.db, rows, me, ctx.clock()), total);
      },
    );

    app.get(
      '/company/:id/bookings',
      {
        preHandler: viewer,
        config: publicRead,
        schema: {
          params: idParams,
          querystring: busyQuerySchema,
          response: { 200: busyRangeListViewSchema },
        },
      },
      async (request): Promise<BusyRangeView[]> => {
        const id = knownId(request.params.id, MSG_COMPANY_NOT_FOUND);
        const holds = { now: ctx.clock(), except: viewerOf(request) };
        const { from, to } = request.query;
        const ranges = await busyRanges(ctx.db, id, from, to, holds);
        if (!ranges) throw notFound(MSG_COMPANY_NOT_FOUND);
        return ranges.map(presentBusyRange);
      },
    );

    for (const [reaction, change] of Object.entries(REACTIONS))
      app.put(
        `/company/${reaction}/:id`,
        {
          preHandler: auth,
          schema: { params: idParams, response: { 200: companyReactionsViewSchema } },
        },
        async (request) => {
          const me = caller(request);
          const { companyId, reactions } = await change(ctx.db, me, request.params.id);
          return presentReactions(companyId, reactions, me.id);
        },
      );
  };
