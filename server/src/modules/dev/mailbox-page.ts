import { escapeHtml } from '../../http/html.ts';
import type { DevMail, DevText } from './present.ts';

/** Plain text with its http(s) links made clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const renderMail = (m: DevMail) => `<article class="item">
  <header><h3>${escapeHtml(m.subject)}</h3><p>To <strong>${escapeHtml(m.to)}</strong> · <time>${m.createdAt.toISOString()}</time></p></header>
  <pre>${linkify(m.text)}</pre>
  ${m.attachments.length ? `<p>Attachments: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>` : ''}
</article>`;

const renderText = (t: DevText) => `<article class="item text">
  <header><p>Text to <strong>${escapeHtml(t.to)}</strong> · <time>${t.createdAt.toISOString()}</time></p></header>
  <pre>${linkify(t.body)}</pre>
</article>`;

/** The development mailbox: every mail and text the server sent, newest first, as a plain page. */
export function renderMailbox(mails: DevMail[], texts: DevText[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · Slotmap (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.note{background:#fff4e6;border:1px solid #ffd8a8;padding:.75rem 1rem;border-radius:8px}
.item{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}.text{background:#f8f9fa}
h2{margin-top:2rem}h3{font-size:1.1rem;margin:0}header p{margin:.25rem 0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}</style></head>
<body><h1>Mailbox</h1><p class="note">Development only: no SMTP server is configured (SMTP_URL), so mail is kept here instead of being sent. Texts are kept here too while no Twilio account is configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM).</p>
<nav><a href="#mail">Mail (${mails.length})</a> · <a href="#texts">Texts (${texts.length})</a></nav>
<section id="mail"><h2>Mail</h2>
${mails.map(renderMail).join('\n') || '<p>No mail yet.</p>'}
</section>
<section id="texts"><h2>Texts</h2>
${texts.map(renderText).join('\n') || '<p>No texts yet.</p>'}
</section>
</body></html>`;
}
