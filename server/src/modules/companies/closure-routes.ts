import { publicRead } from '../../http/public-reads.ts';
import { closureListViewSchema } from '@slotmap/domain/company-view';
import { closuresPutSchema } from '@slotmap/domain/closure-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireAdmin, requireUser } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from './access.ts';
import { saveClosures } from './closure-mutations.ts';
import { findCompany, upcomingClosuresOf } from './data.ts';

const idParams = z.object({ id: z.string() });

/**
 * A business's closures and special hours (docs/api-companies.md, decision 054): anyone reads
 * those still to come (at most 50, so one bounded list, its count in `x-total-count`); the owner
 * or an admin replaces the whole list, and an admin has the admin path too, as with services.
 */
export const closureRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const when = () => ({ now: ctx.clock(), publicUrl: ctx.config.publicUrl });

    const answer = async (id: string) => {
      const company = await findCompany(ctx.db, knownId(id, MSG_COMPANY_NOT_FOUND));
      if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
      return upcomingClosuresOf(ctx.db, company, ctx.clock());
    };

    app.get(
      '/company/:id/closures',
      {
        config: publicRead,
        schema: { params: idParams, response: { 200: closureListViewSchema } },
      },
      async (request, reply) => {
        const list = await answer(request.params.id);
        return sendPage(reply, list, list.length);
      },
    );

    for (const [path, preHandler] of [
      ['/company/:id/closures', requireUser(ctx)],
      ['/company/business/:id/closures', requireAdmin(ctx)],
    ] as const) {
      app.put(
        path,
        {
          preHandler,
          schema: {
            params: idParams,
            body: closuresPutSchema,
            response: { 200: closureListViewSchema },
          },
        },
        async (request, reply) => {
          const row = await saveClosures(
            ctx.db,
            ctx.events,
            caller(request),
            request.params.id,
            request.body,
            when(),
          );
          const list = await answer(row.id);
          return sendPage(reply, list, list.length);
        },
      );
    }
  };
