import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MailLayout } from './template.tsx';
import type { MailAttachment, OutgoingMail } from './transport.ts';

/**
 * The one way a mail is written (decision 059): say what it holds, get the HTML and its
 * plain-text alternative from the same content. Callers pass plain text; the layout escapes it.
 */

export const SLOTMAP = 'Slotmap';

/** One line of the facts list: "When: Tuesday, … EST", optionally with a link after the value. */
export interface MailFact {
  label: string;
  /** May span lines (an address, a list of choices). */
  value: string;
  link?: { label: string; url: string };
}

export interface MailContent {
  to: string;
  subject: string;
  /** At the top: the business the mail is about, or Slotmap for the account's own mail. */
  heading: string;
  /** The reader's first name ("Hi Alice,"); left out when there is none. */
  greeting?: string;
  /** Short paragraphs; the first is also the preview line mail clients show. */
  paragraphs: string[];
  /** Someone's own words (a comment), shown apart from ours. */
  quote?: string;
  /** A line about the quote, shown right under it ("An image is attached to the comment"). */
  quoteNote?: string;
  facts?: MailFact[];
  /** Further titled lists: the intake answers, the bookings a deletion cancelled. */
  sections?: { title: string; facts: MailFact[] }[];
  /** The one button. */
  action?: { label: string; url: string };
  /** Small print after the button. */
  notes?: string[];
  attachments?: MailAttachment[];
}

/** A header never spans lines, whatever a business called itself or its service. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

const factText = (f: MailFact) => {
  const [first, ...rest] = f.value.split('\n');
  const more = rest.map((l) => `  ${l}`);
  const link = f.link ? [`  ${f.link.label}: ${f.link.url}`] : [];
  return [`${f.label}: ${first}`, ...more, ...link];
};

/** The last line of every mail: who sent it, and for which business. */
export const sentBy = (heading: string) =>
  heading === SLOTMAP ? 'Sent by Slotmap.' : `Sent by Slotmap for ${heading}.`;

/** The plain-text alternative: the same content, in the same order, links written out. */
export function mailText(c: MailContent): string {
  const blocks: string[][] = [];
  if (c.greeting) blocks.push([`Hi ${c.greeting},`]);
  for (const p of c.paragraphs) blocks.push([p]);
  if (c.quote) blocks.push(c.quote.split('\n').map((l) => `> ${l}`));
  if (c.quoteNote) blocks.push([c.quoteNote]);
  if (c.facts?.length) blocks.push(c.facts.flatMap(factText));
  for (const s of c.sections ?? []) blocks.push([s.title, ...s.facts.flatMap(factText)]);
  if (c.action) blocks.push([`${c.action.label}: ${c.action.url}`]);
  if (c.notes?.length) blocks.push(c.notes);
  blocks.push([sentBy(c.heading)]);
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}

/** The doctype mail clients expect (the one react-email's own renderer writes). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The mail as the outbox keeps it and the transports send it. The layout is rendered by React
 * itself, not by @react-email/render, which loads prettier (12 MB) whenever it is imported.
 */
export async function composeMail(c: MailContent): Promise<OutgoingMail> {
  const html = `${DOCTYPE}${renderToStaticMarkup(createElement(MailLayout, { content: c }))}`;
  return {
    to: c.to,
    subject: oneLine(c.subject),
    text: mailText(c),
    html,
    ...(c.attachments?.length ? { attachments: c.attachments } : {}),
  };
}
