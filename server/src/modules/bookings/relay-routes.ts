import { msgViewSchema } from '@slotmap/domain/view-schema';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@slotmap/domain/language';
import { MSG_BOOKING_NOT_FOUND } from '@slotmap/domain/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../http/auth.ts';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { knownId } from '../companies/access.ts';
import { partiesOf, relayableBooking } from './mutations.ts';
import { type RelayKind, relayedMail, relayedText } from './relay-notices.ts';

const MSG_NOT_A_PARTY = 'You can only write to the people of your booking';

/** Part of the spec's payload, accepted and never used: the server writes the message itself. */
const ignored = z.unknown().optional();

const mailBody = z.object({
  booking: z.string('Please name the booking'),
  to: z.email('Please enter a valid e-mail address'),
  subject: ignored,
  text: ignored,
  html: ignored,
});

const smsBody = z.object({
  booking: z.string('Please name the booking'),
  phone: z.string().regex(/^\+?[\d\s().-]{10,20}$/, 'Please enter a valid phone number'),
  body: ignored,
});

/** 202 with `{"msg": "Email queued"}`. */
const queued = { response: { 202: msgViewSchema } };

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * The spec's client-driven e-mail and SMS calls. The server already sends every real notice
 * itself; these exist for compatibility and must not become a relay: the caller must be a party
 * of the booking they name, may only reach its people, sends only the server's own note about
 * that booking, and is rate limited, as is what everyone together sends to one recipient.
 */
export const relayRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const limit = async (actor: UserRow, recipient: string) => {
      const max = ctx.config.rateLimits.relayedNotices;
      await ctx.limiter.take(`relay:${actor.id}`, max);
      await ctx.limiter.take(`relay-to:${recipient}`, max);
    };
    const booking = (actor: UserRow, id: string) =>
      relayableBooking(ctx.db, actor, knownId(id, MSG_BOOKING_NOT_FOUND));

    const relayMail = async (actor: UserRow, body: z.output<typeof mailBody>, kind: RelayKind) => {
      const parts = await booking(actor, body.booking);
      const to = body.to.toLowerCase();
      const person = (await partiesOf(ctx.db, parts)).find((p) => p.email.toLowerCase() === to);
      if (!person) throw forbidden(MSG_NOT_A_PARTY);
      await limit(actor, to);
      await enqueue(
        ctx.db,
        'mail',
        { ...(await relayedMail(ctx.db, kind, parts, person, ctx.config.publicUrl)) },
        `relay-${kind}:${randomUUID()}`,
      );
      return { msg: 'Email queued' };
    };

    app.post(
      '/bookings/send-booking-email',
      { preHandler: auth, schema: { body: mailBody, ...queued } },
      async (request, reply) =>
        reply.status(202).send(await relayMail(caller(request), request.body, 'booking')),
    );

    app.post(
      '/bookings/send-waitlist-email',
      { preHandler: auth, schema: { body: mailBody, ...queued } },
      async (request, reply) =>
        reply.status(202).send(await relayMail(caller(request), request.body, 'waitlist')),
    );

    app.post(
      '/messages/sendsms',
      { preHandler: auth, schema: { body: smsBody, ...queued } },
      async (request, reply) => {
        const actor = caller(request);
        const parts = await booking(actor, request.body.booking);
        const people = await partiesOf(ctx.db, parts);
        const wanted = digits(request.body.phone);
        // The number as the booking's people keep it, not as the caller wrote it.
        const phone = [...people.map((p) => p.phone), parts.company?.phone ?? ''].find(
          (p) => p !== '' && digits(p) === wanted,
        );
        if (!phone) throw forbidden(MSG_NOT_A_PARTY);
        // Read in its reader's language: the person with that number, else the business's owner.
        const reader =
          people.find((p) => p.phone === phone) ??
          people.find((p) => p.id === parts.company?.userId);
        await limit(actor, wanted);
        await enqueue(
          ctx.db,
          'sms',
          relayedText(parts, phone, ctx.config.publicUrl, reader?.language ?? DEFAULT_LANGUAGE),
          `relay-sms:${randomUUID()}`,
        );
        return reply.status(202).send({ msg: 'Message queued' });
      },
    );
  };
