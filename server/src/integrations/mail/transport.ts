import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/connection.ts';
import { devMails } from '../../db/schema/platform.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Delivers one mail; `key` is the outbox job's idempotency key, so a retry is recognisable. */
export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail, key: string): Promise<void>;
  close(): void;
}

/**
 * nodemailer's defaults (2 min to connect, 10 min of silence per reply, no limit overall) would let
 * a slow relay hold a job past the outbox lease (LEASE_SECONDS in jobs/outbox.ts), and another
 * instance would send it again. Each step is bounded, and the whole delivery by SMTP_DEADLINE_MS;
 * all of them stay well under the lease (checked in jobs/outbox-timeouts.test.ts).
 */
export const SMTP_TIMEOUTS = {
  /** To resolve the host and open the TCP connection. */
  connectionTimeout: 10_000,
  /** From connecting to the server's greeting. */
  greetingTimeout: 15_000,
  /** Of silence while waiting for any later reply (EHLO, AUTH, MAIL, RCPT, DATA, the message). */
  socketTimeout: 30_000,
} as const;

/** The longest one delivery may take, every step included; then it is abandoned and retried. */
export const SMTP_DEADLINE_MS = 90_000;

export type SmtpLimits = { [K in keyof typeof SMTP_TIMEOUTS]: number } & { deadlineMs: number };

/**
 * The same for every delivery of one job: a retry after an unknown outcome (the relay took the
 * message but its answer was lost) reaches the recipient as the same message, which mail systems
 * and readers can recognise as a duplicate. Hashed so the key's internal ids stay on this server.
 */
export function messageIdFor(key: string, host: string): string {
  return `<${createHash('sha256').update(key).digest('hex')}@${host}>`;
}

/** Production: SMTP through nodemailer. */
export function smtpTransport(
  url: string,
  from: string,
  host: string,
  limits: SmtpLimits = { ...SMTP_TIMEOUTS, deadlineMs: SMTP_DEADLINE_MS },
): MailTransport {
  const { deadlineMs, ...timeouts } = limits;
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  return {
    kind: 'smtp',
    async send(mail, key) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdFor(key, host),
        attachments: mail.attachments?.map((a) => ({ ...a })),
        signal: AbortSignal.timeout(deadlineMs),
      });
    },
    close: () => transporter.close(),
  };
}

/** Development default (no SMTP_URL): mail is kept in the database and listed at /dev/mailbox. */
export function mailboxTransport(db: Db): MailTransport {
  return {
    kind: 'mailbox',
    async send(mail, key) {
      await db
        .insert(devMails)
        .values({
          jobKey: key,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: (mail.attachments ?? []).map(({ filename, contentType }) => ({
            filename,
            contentType,
          })),
        })
        .onConflictDoNothing({ target: devMails.jobKey });
    },
    close: () => undefined,
  };
}
