import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { listDevMails, listDevTexts } from './data.ts';
import { loopbackOnly } from './loopback.ts';
import { renderMailbox } from './mailbox-page.ts';
import { presentDevMail, presentDevText } from './present.ts';

/**
 * Only registered when mail goes to the development mailbox (no SMTP_URL, not production), and
 * only answered to requests from this machine.
 */
export const devMailboxRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', loopbackOnly);
    app.get('/api/dev/mails', async () => (await listDevMails(ctx.db)).map(presentDevMail));
    app.get('/api/dev/texts', async () => (await listDevTexts(ctx.db)).map(presentDevText));
    app.get('/dev/mailbox', async (_request, reply) => {
      const [mails, texts] = await Promise.all([listDevMails(ctx.db), listDevTexts(ctx.db)]);
      return reply.type('text/html; charset=utf-8').send(renderMailbox(mails, texts));
    });
  };
