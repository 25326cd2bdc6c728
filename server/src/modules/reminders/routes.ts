import { reminderSettingsViewSchema } from '@slotmap/domain/account-view';
import { reminderSettingsSchema } from '@slotmap/domain/reminders-schema';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { saveReminderSettings, stopTextsTo } from './mutations.ts';
import { presentReminderSettings } from './present.ts';

export const MSG_TEXTS_NOT_SET_UP = 'Text webhooks are only accepted when Twilio is set up';
export const MSG_BAD_TWILIO_SIGNATURE = 'The request is not signed by Twilio';

/** Twilio's opt-out keywords: any of them, alone, turns texts off for the number that sent it. */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

/** An empty TwiML answer: Twilio itself confirms an opt-out to the sender. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** A person's reminder choices and Twilio's inbound texts (docs/api-accounts.md, decision 057). */
export const reminderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);

    app.put(
      '/users/me/reminders',
      {
        preHandler: auth,
        schema: { body: reminderSettingsSchema, response: { 200: reminderSettingsViewSchema } },
      },
      async (request) =>
        presentReminderSettings(
          await saveReminderSettings(ctx.db, caller(request), request.body, ctx.clock()),
        ),
    );

    await app.register(twilioWebhookRoute(ctx));
  };

/**
 * POST /webhooks/twilio/sms: Twilio posts a form and signs the full address with the form's
 * fields (X-Twilio-Signature), checked with the official SDK against the account's auth token;
 * unsigned or wrongly signed requests are refused with 403 and change nothing.
 */
const twilioWebhookRoute = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/webhooks/twilio/sms', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const config = ctx.config.twilio;
    if (!config) throw forbidden(MSG_TEXTS_NOT_SET_UP);
    const signature = request.headers['x-twilio-signature'];
    const fields =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : {};
    // Only string fields are Twilio's: a JSON body or anything else cannot carry its signature.
    const params = Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const url = `${ctx.config.publicUrl}${request.url}`;
    if (typeof signature !== 'string') throw forbidden(MSG_BAD_TWILIO_SIGNATURE);
    // The SDK is loaded only where Twilio is set up and a text comes in; with Stripe's, also
    // loaded only when set up, it kept about 6 MB of every server's heap for nothing.
    const { default: twilio } = await import('twilio');
    if (!twilio.validateRequest(config.authToken, signature, url, params))
      throw forbidden(MSG_BAD_TWILIO_SIGNATURE);
    const word = (params.Body ?? '').trim().toUpperCase();
    if (STOP_WORDS.has(word) && params.From) await stopTextsTo(ctx.db, params.From, ctx.clock());
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
};
