import {
  waitlistCompanyListViewSchema,
  waitlistEntryListViewSchema as entries,
  waitlistEntryViewSchema as entry,
} from '@slotmap/domain/waitlist-view';
import { msgAnswer } from '../../http/answers.ts';
import { pagingSchema } from '@slotmap/domain/paging';
import {
  newWaitlistEntrySchema,
  periodField,
  waitlistDialogSchema,
  waitlistUpdateSchema,
  weekdayField,
} from '@slotmap/domain/waitlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { assertCanChange, knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findCompany } from '../companies/data.ts';
import {
  entriesOfUserAt,
  findEntryParts,
  offersByEntry,
  pageCompaniesOfUser,
  pageEntriesOfUser,
  pageQueue,
} from './data.ts';
import { joinWaitlist, leaveCell, leaveEntry, saveDialog, updateEntry } from './mutations.ts';
import { type EntryParts, presentCompany, presentEntry } from './present.ts';

export const MSG_OWN_WAITLISTS = 'You can only see your own waitlists';

const idParams = z.object({ id: z.string() });
const userParams = z.object({ userId: z.string() });
const userCompanyParams = z.object({ userId: z.string(), companyId: z.string() });
const companyParams = z.object({ companyId: z.string() });
const cellParams = z.object({ companyId: z.string(), day: weekdayField, period: periodField });
const userCellParams = cellParams.extend({ userId: z.string() });

/** The waitlist calls of spec consumer §7 (docs/api-waitlists.md, decision 041). */
export const waitlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);

    /** Entries with the live offer made from each, as the spec's entries. */
    const present = async (parts: EntryParts[]) => {
      const offers = await offersByEntry(
        ctx.db,
        parts.map((p) => p.entry.id),
        ctx.clock(),
      );
      return parts.map((p) => presentEntry(p, offers.get(p.entry.id) ?? null));
    };
    const presentOne = async (id: string) => {
      const parts = await findEntryParts(ctx.db, id);
      if (!parts) throw notFound('Waitlist entry not found');
      return (await present([parts]))[0];
    };
    const ownLists = (userId: string, me: string) => {
      if (userId !== me) throw forbidden(MSG_OWN_WAITLISTS);
    };

    app.post(
      '/waitlist',
      {
        preHandler: auth,
        schema: { body: newWaitlistEntrySchema, response: { 200: entry, 201: entry } },
      },
      async (request, reply) => {
        const { id, created } = await joinWaitlist(
          ctx.db,
          caller(request),
          request.body,
          ctx.clock(),
        );
        return reply.status(created ? 201 : 200).send(await presentOne(id));
      },
    );

    app.put(
      '/waitlist/:id',
      {
        preHandler: auth,
        schema: { params: idParams, body: waitlistUpdateSchema, response: { 200: entry } },
      },
      async (request) => {
        await updateEntry(ctx.db, caller(request), request.params.id, request.body, ctx.clock());
        return presentOne(request.params.id);
      },
    );

    app.delete(
      '/waitlist/:id',
      { preHandler: auth, schema: { params: idParams, ...msgAnswer } },
      async (request) => {
        await leaveEntry(
          ctx.db,
          caller(request),
          request.params.id,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return { msg: 'Left the waitlist' };
      },
    );

    app.delete(
      '/waitlist/user/:userId/company/:companyId/day/:day/period/:period',
      { preHandler: auth, schema: { params: userCellParams, ...msgAnswer } },
      async (request) => {
        const { userId, companyId, day, period } = request.params;
        await leaveCell(
          ctx.db,
          caller(request),
          userId,
          companyId,
          { day, period },
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return { msg: 'Left the waitlist' };
      },
    );

    app.get(
      '/waitlist/user/:userId',
      {
        preHandler: auth,
        schema: { params: userParams, querystring: pagingSchema, response: { 200: entries } },
      },
      async (request, reply) => {
        const me = caller(request);
        ownLists(request.params.userId, me.id);
        const page = await pageEntriesOfUser(ctx.db, me.id, ctx.clock(), request.query);
        return sendPage(reply, await present(page.items), page.total);
      },
    );

    app.get(
      '/waitlist/user/:userId/company/:companyId',
      { preHandler: auth, schema: { params: userCompanyParams, response: { 200: entries } } },
      async (request) => {
        const me = caller(request);
        ownLists(request.params.userId, me.id);
        const companyId = knownId(request.params.companyId, MSG_COMPANY_NOT_FOUND);
        return present(await entriesOfUserAt(ctx.db, me.id, companyId, ctx.clock()));
      },
    );

    app.get(
      '/waitlist/user/:userId/companies',
      {
        preHandler: auth,
        schema: {
          params: userParams,
          querystring: pagingSchema,
          response: { 200: waitlistCompanyListViewSchema },
        },
      },
      async (request, reply) => {
        const me = caller(request);
        ownLists(request.params.userId, me.id);
        const page = await pageCompaniesOfUser(ctx.db, me.id, ctx.clock(), request.query);
        const items = page.items.map((c) => presentCompany(c.company, c.entries));
        return sendPage(reply, items, page.total);
      },
    );

    app.put(
      '/waitlist/company/:companyId',
      {
        preHandler: auth,
        schema: { params: companyParams, body: waitlistDialogSchema, response: { 200: entries } },
      },
      async (request) => {
        const me = caller(request);
        const now = ctx.clock();
        await saveDialog(
          ctx.db,
          me,
          request.params.companyId,
          request.body,
          now,
          ctx.config.publicUrl,
        );
        return present(await entriesOfUserAt(ctx.db, me.id, request.params.companyId, now));
      },
    );

    app.get(
      '/waitlist/company/:companyId/day/:day/period/:period',
      {
        preHandler: auth,
        schema: { params: cellParams, querystring: pagingSchema, response: { 200: entries } },
      },
      async (request, reply) => {
        const { companyId, day, period } = request.params;
        const company = await findCompany(ctx.db, knownId(companyId, MSG_COMPANY_NOT_FOUND));
        if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
        assertCanChange(caller(request), company);
        const page = await pageQueue(
          ctx.db,
          company.id,
          { day, period },
          ctx.clock(),
          request.query,
        );
        return sendPage(reply, await present(page.items), page.total);
      },
    );
  };
