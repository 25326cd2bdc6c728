import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * Mail the server sent over SMTP during this run, as the loopback SMTP server of
 * scripts/e2e-server.mjs stored it (one .eml file per message, in arrival order).
 */
async function receivedMail(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir)
    throw new Error('E2E_MAIL_DIR is not set: run the suite through e2e/playwright.config.ts');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
    a.value.map((v) => v.address?.toLowerCase()),
  );

/** Waits until a message to `address` whose subject matches has arrived, and returns it. */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  // The outbox worker delivers within a second or two; retries back off a little longer.
  await expect(async () => {
    const mails = await receivedMail();
    found = mails
      .filter((m) => recipients(m).includes(address.toLowerCase()) && subject.test(m.subject ?? ''))
      .at(-1);
    expect(found, `a mail to ${address} with subject ${subject}`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found as ParsedMail;
}
