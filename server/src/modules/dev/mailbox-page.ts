import { escapeHtml } from '../../http/html.ts';
import type { listDevMails } from './data.ts';

type Mail = Awaited<ReturnType<typeof listDevMails>>[number];

/** Plain text with its http(s) links made clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The development mailbox: every mail the server sent, newest first, as a plain page. */
export function renderMailbox(mails: Mail[]): string {
  const items = mails
    .map(
      (m) => `<article class="mail">
  <header><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong> · <time>${m.createdAt.toISOString()}</time></p></header>
  <pre>${linkify(m.text)}</pre>
  ${m.attachments.length ? `<p>Attachments: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · Slotmap (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.note{background:#fff4e6;border:1px solid #ffd8a8;padding:.75rem 1rem;border-radius:8px}
.mail{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}</style></head>
<body><h1>Mailbox</h1><p class="note">Development only: no SMTP server is configured (SMTP_URL), so mail is kept here instead of being sent.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
