import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestSmtpServer } from './smtp-server.ts';

/** How the mail tests read what the SMTP server received (decision 059). */

export type Mail = TestSmtpServer['received'][number];

/** The addresses a mail went to. */
export const to = (m: Mail) =>
  m.to && !Array.isArray(m.to) ? m.to.value.map((a) => a.address) : [];

/** What a reader sees of the HTML part: its text, tags and entities gone. */
export const seen = (html: string | false) =>
  (html || '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** With MAIL_HTML_DIR set, a mail's HTML part (and its text, when asked) is kept there. */
export function keep(name: string, mail: Mail | undefined, withText = false) {
  const dir = process.env.MAIL_HTML_DIR;
  if (!dir || !mail?.html) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.html`), mail.html);
  if (withText) writeFileSync(join(dir, `${name}.txt`), mail.text ?? '');
}

/** French sets a no-break space before a colon and a dollar sign; a reader sees a space. */
export const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
