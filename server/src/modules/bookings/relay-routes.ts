import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { MSG_BOOKING_NOT_FOUND } from '@slotmap/domain/bookings';
import { knownId } from '../companies/access.ts';
import { partiesOf, relayableBooking } from './mutations.ts';

const MSG_NOT_A_PARTY = 'You can only write to the people of your booking';

const mailBody = z.object({
  booking: z.string('Please name the booking'),
  to: z.email('Please enter a valid e-mail address'),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  text: z.string().max(10_000).optional(),
  html: z.string().max(50_000).optional(),
});

const smsBody = z.object({
  booking: z.string('Please name the booking'),
  phone: z.string().regex(/^\+?[\d\s().-]{10,20}$/, 'Please enter a valid phone number'),
  body: z.string().trim().min(1, 'Message is required').max(480),
});

/** Markup is not relayed: only its text, so these calls cannot send someone else's HTML. */
const plainText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * The spec's client-driven e-mail and SMS calls. The server already sends every real notice
 * itself; these exist for compatibility and must not become an open relay: the caller must be a
 * party of the booking they name, may only write to its other people, and is rate limited.
 */
export const relayRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const limit = async (userId: string) => {
      const key = `relay:${userId}`;
      await ctx.limiter.guard(key, ctx.config.rateLimits.relayedNotices);
      await ctx.limiter.hit(key);
    };

    const relayMail = async (
      actor: Parameters<typeof relayableBooking>[1],
      body: z.output<typeof mailBody>,
      kind: string,
    ) => {
      const parts = await relayableBooking(
        ctx.db,
        actor,
        knownId(body.booking, MSG_BOOKING_NOT_FOUND),
      );
      const people = await partiesOf(ctx.db, parts);
      if (!people.some((p) => p.email.toLowerCase() === body.to.toLowerCase())) {
        throw forbidden(MSG_NOT_A_PARTY);
      }
      await limit(actor.id);
      const text = body.text?.trim() || plainText(body.html ?? '');
      await enqueue(
        ctx.db,
        'mail',
        { to: body.to, subject: body.subject, text },
        `${kind}:${randomUUID()}`,
      );
      return { msg: 'Email queued' };
    };

    app.post(
      '/bookings/send-booking-email',
      { preHandler: auth, schema: { body: mailBody } },
      async (request, reply) =>
        reply.status(202).send(await relayMail(caller(request), request.body, 'relay-booking')),
    );

    app.post(
      '/bookings/send-waitlist-email',
      { preHandler: auth, schema: { body: mailBody } },
      async (request, reply) =>
        reply.status(202).send(await relayMail(caller(request), request.body, 'relay-waitlist')),
    );

    app.post(
      '/messages/sendsms',
      { preHandler: auth, schema: { body: smsBody } },
      async (request, reply) => {
        const actor = caller(request);
        const parts = await relayableBooking(
          ctx.db,
          actor,
          knownId(request.body.booking, MSG_BOOKING_NOT_FOUND),
        );
        const people = await partiesOf(ctx.db, parts);
        const phones = [...people.map((p) => p.phone), parts.company.phone].map(digits);
        if (!phones.includes(digits(request.body.phone))) {
          throw forbidden(MSG_NOT_A_PARTY);
        }
        await limit(actor.id);
        await enqueue(
          ctx.db,
          'sms',
          { to: request.body.phone, body: request.body.body },
          `relay-sms:${randomUUID()}`,
        );
        return reply.status(202).send({ msg: 'Message queued' });
      },
    );
  };
