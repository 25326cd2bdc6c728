import { z } from 'zod';
import type { listDevMails, listDevTexts } from './data.ts';

export type DevMail = Awaited<ReturnType<typeof listDevMails>>[number];
export type DevText = Awaited<ReturnType<typeof listDevTexts>>[number];

/** GET /api/dev/mails: the mail the development mailbox kept, newest first. */
export const devMailListSchema = z.array(
  z.object({
    _id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
    date_created: z.string(),
  }),
);

/** GET /api/dev/texts */
export const devTextListSchema = z.array(
  z.object({ _id: z.string(), to: z.string(), body: z.string(), date_created: z.string() }),
);

/** GET and PUT /api/dev/clock: the clock the test server judges by. */
export const devClockSchema = z.object({ now: z.string() });

export function presentDevMail(m: DevMail) {
  return {
    _id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments,
    date_created: m.createdAt.toISOString(),
  };
}

export function presentDevText(t: DevText) {
  return { _id: t.id, to: t.to, body: t.body, date_created: t.createdAt.toISOString() };
}
