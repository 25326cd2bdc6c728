import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context.ts';
import { listDevMails, listDevTexts } from './data.ts';
import { loopbackOnly } from './loopback.ts';
import { renderMailbox } from './mailbox-page.ts';
import { devMailListSchema, devTextListSchema, presentDevMail, presentDevText } from './present.ts';

/**
 * Only registered when mail goes to the development mailbox (no SMTP_URL, not production), and
 * only answered to requests from this machine.
 */
export const devMailboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', loopbackOnly);
    app.get('/api/dev/mails', { schema: { response: { 200: devMailListSchema } } }, async () =>
      (await listDevMails(ctx.db)).map(presentDevMail),
    );
    app.get('/api/dev/texts', { schema: { response: { 200: devTextListSchema } } }, async () =>
      (await listDevTexts(ctx.db)).map(presentDevText),
    );
    app.get('/dev/mailbox', async (_request, reply) => {
      const [mails, texts] = await Promise.all([listDevMails(ctx.db), listDevTexts(ctx.db)]);
      return reply.type('text/html; charset=utf-8').send(renderMailbox(mails, texts));
    });
  };
