import type { listDevMails, listDevTexts } from './data.ts';

export type DevMail = Awaited<ReturnType<typeof listDevMails>>[number];
export type DevText = Awaited<ReturnType<typeof listDevTexts>>[number];

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
