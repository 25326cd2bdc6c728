import {
  caldavConnectedViewSchema,
  calendarConnectionViewSchema,
  calendarFeedsViewSchema,
  calendarStatusViewSchema,
  googleConnectedViewSchema,
  urlViewSchema,
} from '@slotmap/domain/calendar-view';
import { msgAnswer } from '../../http/answers.ts';
import {
  type CalendarStatusView,
  caldavConnectSchema,
  calendarTargetSchema,
  externalCalendarSchema,
  googleCodeSchema,
  googleStartSchema,
  MSG_CALENDAR_CONNECTED,
  MSG_CALENDAR_DISCONNECTED,
  MSG_GOOGLE_NOT_SET_UP,
  MSG_GOOGLE_STATE,
} from '@slotmap/domain/calendars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { discoverCaldav } from '../../integrations/calendar/caldav.ts';
import {
  exchangeGoogleCode,
  googleConsentUrl,
  newPkce,
} from '../../integrations/calendar/google-auth.ts';
import { CalendarError } from '../../integrations/calendar/provider.ts';
import { type CalendarOwner, ownerFor } from './access.ts';
import { syncBusy } from './busy.ts';
import { calendarAccessFor } from './clients.ts';
import { companiesOwnedBy, connectionOf, externalOf } from './data.ts';
import { feedByToken, feedCalendar } from './feed.ts';
import { readState, signState } from './google-state.ts';
import {
  feedToken,
  type NewConnection,
  removeConnection,
  rotateFeed,
  saveConnection,
  saveExternalCalendar,
} from './mutations.ts';
import { presentConnection } from './present.ts';

const companyParams = z.object({ id: z.string() });
const feedParams = z.object({ file: z.string() });
const FEED_FILE = /^([A-Za-z0-9_-]{20,64})\.ics$/;

/** Connected calendars, Calendly and JaneApp links, and feeds (docs/api-calendars.md). */
export const calendarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const access = calendarAccessFor(ctx);
    const feedUrl = (token: string) => `${ctx.config.publicUrl}/api/calendar/feed/${token}.ics`;
    const when = () => ({ now: ctx.clock(), publicUrl: ctx.config.publicUrl });

    async function status(owner: CalendarOwner): Promise<CalendarStatusView> {
      const [connection, token] = await Promise.all([
        connectionOf(ctx.db, owner),
        feedToken(ctx.db, ctx.secrets, owner),
      ]);
      return {
        connection: connection ? presentConnection(connection) : null,
        feed: { url: feedUrl(token) },
        google: { configured: Boolean(ctx.config.google) },
        ...(owner.kind === 'company' ? await externalOf(ctx.db, owner.companyId) : {}),
      };
    }

    /** Saves a new connection; a business's busy times are read at once. */
    async function connect(owner: CalendarOwner, conn: NewConnection, replace: boolean) {
      const saved = await saveConnection(
        ctx.db,
        ctx.secrets,
        owner,
        conn,
        replace,
        ctx.events,
        when(),
      );
      let row = saved.row;
      if (owner.kind === 'company') row = await syncBusy(ctx.db, access, row, ctx.clock());
      return presentConnection(row);
    }

    const statusAnswer = { response: { 200: calendarStatusViewSchema } };

    app.get('/calendar/user', { preHandler: auth, schema: statusAnswer }, async (request) =>
      status(await ownerFor(ctx.db, caller(request), undefined)),
    );

    app.get(
      '/calendar/company/:id',
      { preHandler: auth, schema: { params: companyParams, ...statusAnswer } },
      async (request) => status(await ownerFor(ctx.db, caller(request), request.params.id)),
    );

    app.post(
      '/calendar/google/start',
      { preHandler: auth, schema: { body: googleStartSchema, response: { 200: urlViewSchema } } },
      async (request) => {
        const google = ctx.config.google;
        if (!google) throw badRequest(MSG_GOOGLE_NOT_SET_UP);
        const me = caller(request);
        const owner = await ownerFor(ctx.db, me, request.body.company);
        if (!request.body.replace && (await connectionOf(ctx.db, owner)))
          throw new HttpError(409, 'A calendar is already connected');
        const pkce = await newPkce();
        const state = signState(
          ctx.config.jwtSecret,
          {
            user: me.id,
            company: request.body.company ?? null,
            replace: request.body.replace,
            verifier: ctx.secrets.seal(pkce.verifier),
          },
          ctx.clock(),
        );
        return { url: googleConsentUrl(google, state, pkce.challenge) };
      },
    );

    app.post(
      '/auth/gtoken',
      {
        preHandler: auth,
        schema: { body: googleCodeSchema, response: { 200: googleConnectedViewSchema } },
      },
      async (request) => {
        const google = ctx.config.google;
        if (!google) throw badRequest(MSG_GOOGLE_NOT_SET_UP);
        const me = caller(request);
        const state = readState(ctx.config.jwtSecret, request.body.state, me.id, ctx.clock());
        const owner = await ownerFor(ctx.db, me, state.company ?? undefined);
        let verifier: string;
        try {
          verifier = ctx.secrets.open(state.verifier);
        } catch {
          throw badRequest(MSG_GOOGLE_STATE);
        }
        let granted: Awaited<ReturnType<typeof exchangeGoogleCode>>;
        try {
          granted = await exchangeGoogleCode(google, request.body.code, verifier);
        } catch (err) {
          if (err instanceof CalendarError) throw badRequest(err.message);
          throw err;
        }
        const connection = await connect(
          owner,
          {
            account: granted.account,
            calendar: 'primary',
            credentials: { provider: 'google', refreshToken: granted.refreshToken },
          },
          state.replace,
        );
        return { msg: MSG_CALENDAR_CONNECTED, company: state.company, connection };
      },
    );

    app.post(
      '/calendar/caldav',
      {
        preHandler: auth,
        schema: { body: caldavConnectSchema, response: { 201: caldavConnectedViewSchema } },
      },
      async (request, reply) => {
        const { company, url, username, password, replace } = request.body;
        const owner = await ownerFor(ctx.db, caller(request), company);
        if (!replace && (await connectionOf(ctx.db, owner)))
          throw new HttpError(409, 'A calendar is already connected');
        let found: Awaited<ReturnType<typeof discoverCaldav>>;
        try {
          found = await discoverCaldav(url, username, password, access.net);
        } catch (err) {
          if (err instanceof CalendarError) throw badRequest(err.message);
          throw err;
        }
        const connection = await connect(
          owner,
          {
            account: found.account,
            calendar: found.calendarUrl,
            credentials: { provider: 'caldav', username, password },
          },
          replace,
        );
        return reply.status(201).send({ msg: MSG_CALENDAR_CONNECTED, connection });
      },
    );

    const disconnect = async (owner: CalendarOwner) => {
      await removeConnection(ctx.db, owner, ctx.events, when());
      return { msg: MSG_CALENDAR_DISCONNECTED };
    };

    app.delete('/calendar/user', { preHandler: auth, schema: msgAnswer }, async (request) =>
      disconnect(await ownerFor(ctx.db, caller(request), undefined)),
    );

    app.delete(
      '/calendar/company/:id',
      { preHandler: auth, schema: { params: companyParams, ...msgAnswer } },
      async (request) => disconnect(await ownerFor(ctx.db, caller(request), request.params.id)),
    );

    // The spec's disconnect call.
    app.put(
      '/auth/gtoken',
      { preHandler: auth, schema: { body: calendarTargetSchema, ...msgAnswer } },
      async (request) => disconnect(await ownerFor(ctx.db, caller(request), request.body.company)),
    );

    app.post(
      '/calendar/company/:id/sync',
      {
        preHandler: auth,
        schema: { params: companyParams, response: { 200: calendarConnectionViewSchema } },
      },
      async (request) => {
        const owner = await ownerFor(ctx.db, caller(request), request.params.id);
        const conn = await connectionOf(ctx.db, owner);
        if (!conn) throw notFound('No calendar is connected');
        return presentConnection(await syncBusy(ctx.db, access, conn, ctx.clock()));
      },
    );

    app.put(
      '/calendar/company/:id/external',
      {
        preHandler: auth,
        schema: { params: companyParams, body: externalCalendarSchema, ...statusAnswer },
      },
      async (request) => {
        const owner = await ownerFor(ctx.db, caller(request), request.params.id);
        if (owner.kind !== 'company') throw notFound('Company not found');
        await saveExternalCalendar(ctx.db, owner, request.body, ctx.events, when());
        return status(owner);
      },
    );

    app.get(
      '/calendar/feeds',
      { preHandler: auth, schema: { response: { 200: calendarFeedsViewSchema } } },
      async (request) => {
        const me = caller(request);
        const mine = await companiesOwnedBy(ctx.db, me.id);
        const user = feedUrl(await feedToken(ctx.db, ctx.secrets, { kind: 'user', userId: me.id }));
        const businesses = [];
        for (const c of mine) {
          const owner = {
            kind: 'company',
            companyId: c.id,
            name: c.name,
            timeZone: c.timeZone,
          } as const;
          businesses.push({
            company: { _id: c.id, name: c.name },
            url: feedUrl(await feedToken(ctx.db, ctx.secrets, owner)),
          });
        }
        return { user, businesses };
      },
    );

    app.post(
      '/calendar/feeds/rotate',
      {
        preHandler: auth,
        schema: { body: calendarTargetSchema, response: { 200: urlViewSchema } },
      },
      async (request) => {
        const owner = await ownerFor(ctx.db, caller(request), request.body.company);
        return { url: feedUrl(await rotateFeed(ctx.db, ctx.secrets, owner)) };
      },
    );

    app.get('/calendar/feed/:file', { schema: { params: feedParams } }, async (request, reply) => {
      const token = request.params.file.match(FEED_FILE)?.[1];
      const feed = token ? await feedByToken(ctx.db, token) : undefined;
      if (!feed) throw notFound('Feed not found');
      const body = await feedCalendar(ctx.db, feed, ctx.clock(), ctx.config.publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    });
  };
