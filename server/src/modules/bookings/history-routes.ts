import { bookingListViewSchema, historyClearedViewSchema } from '@slotmap/domain/booking-view';
import { MSG_HISTORY_CLEARED } from '@slotmap/domain/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../http/auth.ts';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findCompany } from '../companies/data.ts';
import { clearHistory, futureAppointments, pastAppointments, type Side } from './history.ts';
import { uploadUrlSigner } from '../../integrations/uploads/signing.ts';
import { bookingViews } from './views.ts';

export const MSG_NOT_YOUR_APPOINTMENTS = "Only the business's owner can see its appointments";
export const MSG_NOT_YOUR_HISTORY = "Only the business's owner can clear its appointment history";

const companyParams = z.object({ companyId: z.string() });
const cleared = { response: { 200: historyClearedViewSchema } };

/**
 * The appointment lists of a customer and of a business, and clearing each side's history
 * (docs/api-bookings.md, decision 024).
 */
export const historyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const sign = uploadUrlSigner(ctx.config.jwtSecret, ctx.clock);

    /** The business of a path, for its owner, or also for an admin when `admins` is true. */
    const businessSide = async (actor: UserRow, id: string, admins: boolean): Promise<Side> => {
      const company = await findCompany(ctx.db, knownId(id, MSG_COMPANY_NOT_FOUND));
      if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
      const allowed = company.userId === actor.id || (admins && actor.isAdmin);
      if (!allowed) throw forbidden(admins ? MSG_NOT_YOUR_APPOINTMENTS : MSG_NOT_YOUR_HISTORY);
      return { company: company.id };
    };

    const list = async (side: Side, which: 'future' | 'past') => {
      const now = ctx.clock();
      const rows =
        which === 'future'
          ? await futureAppointments(ctx.db, side, now)
          : await pastAppointments(ctx.db, side, now);
      return bookingViews(ctx.db, rows, sign, ctx.events);
    };

    for (const which of ['future', 'past'] as const) {
      app.get(
        `/bookings/${which}`,
        { preHandler: auth, schema: { response: { 200: bookingListViewSchema } } },
        async (request) => list({ customer: caller(request).id }, which),
      );
      app.get(
        `/bookings/${which}/:companyId`,
        {
          preHandler: auth,
          schema: { params: companyParams, response: { 200: bookingListViewSchema } },
        },
        async (request) =>
          list(await businessSide(caller(request), request.params.companyId, true), which),
      );
    }

    app.delete('/bookings', { preHandler: auth, schema: cleared }, async (request) => {
      const cleared = await clearHistory(ctx.db, { customer: caller(request).id }, ctx.clock());
      return { msg: MSG_HISTORY_CLEARED, cleared };
    });

    app.post(
      '/bookings/:companyId',
      { preHandler: auth, schema: { params: companyParams, ...cleared } },
      async (request) => {
        const side = await businessSide(caller(request), request.params.companyId, false);
        const cleared = await clearHistory(ctx.db, side, ctx.clock());
        return { msg: MSG_HISTORY_CLEARED, cleared };
      },
    );
  };
