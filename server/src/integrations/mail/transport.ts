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

/** Production: SMTP through nodemailer. The Message-ID comes from the job key. */
export function smtpTransport(url: string, from: string, host: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail, key) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${key.replace(/[^\w.-]/g, '.')}@${host}>`,
        attachments: mail.attachments?.map((a) => ({ ...a })),
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
