import { MSG_LIVE_UNAVAILABLE, MSG_TOO_MANY_STREAMS } from '@slotmap/domain/live-slots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { HttpError, notFound, tooManyRequests } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findCompany } from '../companies/data.ts';
import { openEventStream } from './stream.ts';
import type { SlotWatchers } from './watchers.ts';

/**
 * GET /company/{id}/slots/stream (docs/api-discovery.md, decision 061): a Server-Sent Events
 * stream that says whenever the business's taken times change, so its page reads them again.
 * Public, as the times themselves are.
 */
export const liveSlotRoutes =
  (ctx: AppContext, watchers: SlotWatchers): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company/:id/slots/stream',
      {
        schema: { params: z.object({ id: z.string() }) },
        // A stream is never compressed (that would buffer it), and a HEAD of one means nothing.
        compress: false,
        exposeHeadRoute: false,
      },
      async (request, reply) => {
        const companyId = knownId(request.params.id, MSG_COMPANY_NOT_FOUND);
        if (!(await findCompany(ctx.db, companyId))) throw notFound(MSG_COMPANY_NOT_FOUND);
        try {
          await watchers.ready();
        } catch (err) {
          request.log.warn({ err }, 'live slots: not listening');
          throw new HttpError(503, MSG_LIVE_UNAVAILABLE);
        }
        if (!watchers.admits(request.ip)) throw tooManyRequests(MSG_TOO_MANY_STREAMS);
        const watcher = openEventStream(request, reply, companyId);
        watchers.add(watcher);
        // The browser went away (or the stream was ended): nothing is kept of it, also when it
        // left while the business was being looked up.
        reply.raw.on('close', () => watchers.remove(watcher));
        if (reply.raw.destroyed) watchers.remove(watcher);
      },
    );
  };
