import {
  waitlistOfferListViewSchema,
  waitlistOfferViewSchema,
} from '@slotmap/domain/waitlist-view';
import { msgAnswer } from '../../http/answers.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { declineOffer, liveOffersOf, ownOffer } from './offer-mutations.ts';
import { offerViews } from './offer-present.ts';

const params = z.object({ id: z.string() });

/** A freed time offered to the caller from a waitlist (docs/decisions/041). */
export const offerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);

    app.get(
      '/waitlist/offers',
      { preHandler: auth, schema: { response: { 200: waitlistOfferListViewSchema } } },
      async (request) =>
        offerViews(ctx.db, await liveOffersOf(ctx.db, caller(request).id, ctx.clock())),
    );

    app.get(
      '/waitlist/offers/:id',
      { preHandler: auth, schema: { params, response: { 200: waitlistOfferViewSchema } } },
      async (request) => {
        const offer = await ownOffer(ctx.db, caller(request).id, request.params.id);
        return (await offerViews(ctx.db, [offer]))[0];
      },
    );

    app.post(
      '/waitlist/offers/:id/decline',
      { preHandler: auth, schema: { params, ...msgAnswer } },
      async (request) => {
        const me = caller(request);
        await declineOffer(ctx.db, me.id, request.params.id, ctx.clock(), ctx.config.publicUrl);
        return { msg: 'Offer declined' };
      },
    );
  };
