import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { listDevMails } from './data.ts';
import { renderMailbox } from './mailbox-page.ts';

/** Only registered when mail goes to the development mailbox (no SMTP_URL, not production). */
export const devMailboxRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/api/dev/mails', async () =>
      (await listDevMails(ctx.db)).map((m) => ({
        _id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        date_created: m.createdAt.toISOString(),
      })),
    );
    app.get('/dev/mailbox', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderMailbox(await listDevMails(ctx.db))),
    );
  };
