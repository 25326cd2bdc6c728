import type { Language } from '@slotmap/domain/language';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mailWords } from './mail-words.ts';
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
  /**
   * The reader's language (their account's, decision 069): the layout's own words are written in
   * it, and everything else the mail says must be too. English when not given.
   */
  language?: Language;
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

/** "When: Tuesday, …", as the reader's language sets a label before its value. */
const labelled = (label: string, value: string, language: Language) =>
  mailWords(language, 'mail.labelled', { label, value });

const factText = (f: MailFact, language: Language) => {
  const [first, ...rest] = f.value.split('\n');
  const more = rest.map((l) => `  ${l}`);
  const link = f.link ? [`  ${labelled(f.link.label, f.link.url, language)}`] : [];
  return [labelled(f.label, first, language), ...more, ...link];
};

/** The last line of every mail: who sent it, and for which business. */
export const sentBy = (heading: string, language: Language = 'en') =>
  heading === SLOTMAP
    ? mailWords(language, 'mail.sentBy')
    : mailWords(language, 'mail.sentByFor', { business: heading });

/** "Hi Alice," in the reader's language. */
export const greetingLine = (name: string, language: Language = 'en') =>
  mailWords(language, 'mail.greeting', { name });

/** The plain-text alternative: the same content, in the same order, links written out. */
export function mailText(c: MailContent): string {
  const language = c.language ?? 'en';
  const facts = (list: MailFact[]) => list.flatMap((f) => factText(f, language));
  const blocks: string[][] = [];
  if (c.greeting) blocks.push([greetingLine(c.greeting, language)]);
  for (const p of c.paragraphs) blocks.push([p]);
  if (c.quote) blocks.push(c.quote.split('\n').map((l) => `> ${l}`));
  if (c.quoteNote) blocks.push([c.quoteNote]);
  if (c.facts?.length) blocks.push(facts(c.facts));
  for (const s of c.sections ?? []) blocks.push([s.title, ...facts(s.facts)]);
  if (c.action) blocks.push([labelled(c.action.label, c.action.url, language)]);
  if (c.notes?.length) blocks.push(c.notes);
  blocks.push([sentBy(c.heading, language)]);
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
