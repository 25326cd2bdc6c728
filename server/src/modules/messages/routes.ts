import {
  messageListViewSchema,
  messageViewSchema,
  unreadCountsViewSchema,
} from '@slotmap/domain/account-view';
import { createMessageSchema } from '@slotmap/domain/accounts';
import { MSG_BOOKING_NOT_FOUND } from '@slotmap/domain/bookings';
import { messageListQuerySchema } from '@slotmap/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { FOREIGN_KEY_VIOLATION, forbidden, notFound, sqlState } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { pageMessages, unreadCounts } from './data.ts';
import { markMessageRead } from './mutations.ts';
import { createMessage } from '../../jobs/notices.ts';
import { presentMessage } from './present.ts';

export const messageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);

    app.get(
      '/messages',
      {
        preHandler: auth,
        schema: { querystring: messageListQuerySchema, response: { 200: messageListViewSchema } },
      },
      async (request, reply) => {
        const { rows, total } = await pageMessages(ctx.db, caller(request).id, request.query);
        return sendPage(reply, rows.map(presentMessage), total);
      },
    );

    // The header bell polls this, not the list: two numbers, counted from the unread index.
    app.get(
      '/messages/unread',
      { preHandler: auth, schema: { response: { 200: unreadCountsViewSchema } } },
      async (request) => unreadCounts(ctx.db, caller(request).id),
    );

    app.post(
      '/messages',
      {
        preHandler: auth,
        schema: { body: createMessageSchema, response: { 201: messageViewSchema } },
      },
      async (request, reply) => {
        const me = caller(request);
        const { user, booking, ...rest } = request.body;
        // A caller may only post to themself: notices to others are written by the server.
        if (user && user !== me.id) throw forbidden('You can only post messages to yourself');
        const row = await createMessage(ctx.db, {
          ...rest,
          userId: me.id,
          bookingId: booking ?? null,
        }).catch((err: unknown) => {
          // The booking's foreign key decides whether it exists, without a read first.
          throw sqlState(err) === FOREIGN_KEY_VIOLATION ? notFound(MSG_BOOKING_NOT_FOUND) : err;
        });
        return reply.status(201).send(presentMessage(row));
      },
    );

    app.put(
      '/messages/:id/read',
      {
        preHandler: auth,
        schema: {
          params: z.object({ id: z.uuid('Invalid id') }),
          response: { 200: messageViewSchema },
        },
      },
      async (request) => {
        const row = await markMessageRead(ctx.db, caller(request).id, request.params.id);
        if (!row) throw notFound('Message not found');
        return presentMessage(row);
      },
    );
  };
