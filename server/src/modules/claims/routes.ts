import { claimListViewSchema, claimViewSchema } from '@slotmap/domain/company-view';
import { pagingSchema } from '@slotmap/domain/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { sendPage } from '../../http/paging.ts';
import { claimsOf } from './data.ts';
import { createClaim } from './mutations.ts';
import { presentClaim } from './present.ts';

const claimBodySchema = z.object({
  company: z.string('Company is required'),
  /** Old clients send the claimant too; it must be the caller. */
  user: z.string('User must be an id').optional(),
});

/** GET /claim/me?company&page&limit: the caller's claims, or only those of one business. */
const myClaimsQuerySchema = pagingSchema.extend({ company: z.uuid('Invalid id').optional() });

/**
 * Claims of unclaimed businesses by signed-in users (docs/api-discovery.md). Transferring and
 * rejecting them belongs to the admin area.
 */
export const claimRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);

    app.post(
      '/claim',
      { preHandler: auth, schema: { body: claimBodySchema, response: { 201: claimViewSchema } } },
      async (request, reply) => {
        const claim = await createClaim(ctx.db, caller(request), request.body);
        return reply.status(201).send(presentClaim(claim));
      },
    );

    app.get(
      '/claim/me',
      {
        preHandler: auth,
        schema: { querystring: myClaimsQuerySchema, response: { 200: claimListViewSchema } },
      },
      async (request, reply) => {
        const { company, ...paging } = request.query;
        const { rows, total } = await claimsOf(ctx.db, caller(request).id, paging, company);
        return sendPage(reply, rows.map(presentClaim), total);
      },
    );
  };
