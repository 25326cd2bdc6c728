import { phoneDigits } from '@slotmap/domain/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, TwilioConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { devTexts } from '../../db/schema/platform.ts';

export interface OutgoingSms {
  to: string;
  body: string;
}

/** Delivers one text; `key` is the outbox job's idempotency key, so a retry is recognisable. */
export interface SmsTransport {
  kind: 'twilio' | 'mailbox' | 'off';
  send(sms: OutgoingSms, key: string): Promise<void>;
}

/**
 * A Canadian or US number in E.164. Numbers are kept as typed (the spec's 10 digits, 416-555-0100
 * or +1 416 555 0100); numbers not starting with 1 are prefixed +1.
 */
export function toE164(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (digits.length === 10 && !digits.startsWith('1')) return `+1${digits}`;
  throw new Error(`Not a Canadian or US phone number: ${phone}`);
}

/** Twilio's answer to a refused request, carried so the outbox log says what went wrong. */
/**
 * A text in the GSM alphabet where it can be: the no-break and narrow spaces French times and
 * prices keep on screen and in mail ("14 h 30", decision 069) are plain spaces in a text, where a
 * single one would make every segment of it cost three (UCS-2).
 */
export const gsmSpaces = (body: string) => body.replace(/[\u00a0\u202f\u2009]/g, ' ');

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

/**
 * The longest one request to Twilio may take; well under the outbox lease (LEASE_SECONDS in
 * jobs/outbox.ts), so no other instance claims the job while this one still waits for an answer.
 */
export const TWILIO_TIMEOUT_MS = 15_000;

/** Production: Twilio's Messages API (one POST per text, form-encoded, HTTP Basic auth). */
export function twilioTransport(
  opts: Omit<TwilioConfig, 'apiUrl'> & { apiUrl?: string },
): SmsTransport {
  const { accountSid, authToken, from, apiUrl = 'https://api.twilio.com' } = opts;
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(sms, key) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          // Lets Twilio recognise a retry of a request whose answer was lost.
          'i-twilio-idempotency-token': key,
        },
        body: new URLSearchParams({ To: toE164(sms.to), From: from, Body: gsmSpaces(sms.body) }),
        // A hung connection must not hold the job past its lease: it is retried later instead.
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      throw await refusal(res);
    },
  };
}

/** The error for a non-2xx answer: Twilio's own message when the body is its JSON error. */
async function refusal(res: Response): Promise<SmsDeliveryError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') {
      const code = typeof body.code === 'number' ? body.code : undefined;
      return new SmsDeliveryError(body.message, res.status, code);
    }
  } catch {
    // Not JSON (a proxy's error page, say): the status is all there is to report.
  }
  return new SmsDeliveryError(`Twilio answered ${res.status} ${res.statusText}`.trim(), res.status);
}

/** Development default (no Twilio account): texts are kept in the database and listed at /dev/mailbox. */
export function mailboxTransport(db: Db): SmsTransport {
  return {
    kind: 'mailbox',
    async send(sms, key) {
      await db
        .insert(devTexts)
        .values({ jobKey: key, to: toE164(sms.to), body: sms.body })
        .onConflictDoNothing({ target: devTexts.jobKey });
    },
  };
}

/**
 * Production without a Twilio account: texts are off. The development mailbox would keep them
 * where nobody looks, so each is dropped with a log line instead; the start-up log says so once.
 */
export function textsOffTransport(log: FastifyBaseLogger): SmsTransport {
  return {
    kind: 'off',
    async send(_sms, key) {
      log.info({ job: key }, 'sms: texts are off (no Twilio account configured), not sent');
    },
  };
}

/** Twilio when configured; otherwise the development mailbox, or nothing at all in production. */
export function smsTransportFor(
  config: Pick<Config, 'env' | 'twilio'>,
  db: Db,
  log: FastifyBaseLogger,
): SmsTransport {
  if (config.twilio) return twilioTransport(config.twilio);
  if (config.env !== 'production') return mailboxTransport(db);
  log.warn(
    'texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send booking texts',
  );
  return textsOffTransport(log);
}
