import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_HOLD_MINUTES } from '@slotmap/domain/waitlists';
import { z } from 'zod';
import type { StripeConfig } from './integrations/payments/stripe.ts';
import { type TrustProxy, trustProxySchema } from './trust-proxy.ts';

/** Sign-ups one address may make per window, unless REGISTRATIONS_PER_ADDRESS says otherwise. */
const DEFAULT_REGISTRATIONS_PER_ADDRESS = 20;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number('PORT must be a number')
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://slotmap.example').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Slotmap <no-reply@slotmap.local>'),
  TWILIO_ACCOUNT_SID: z.string().min(1, 'TWILIO_ACCOUNT_SID must not be empty').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1, 'TWILIO_AUTH_TOKEN must not be empty').optional(),
  TWILIO_FROM: z.string().min(1, 'TWILIO_FROM must not be empty').optional(),
  TWILIO_API_URL: z.url('TWILIO_API_URL must be a URL such as https://api.twilio.com').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TEST_CLOCK: z.enum(['true', 'false']).optional(),
  /** Accounts one address may create per 15 minutes (personal and business sign-ups together). */
  REGISTRATIONS_PER_ADDRESS: z.coerce
    .number('REGISTRATIONS_PER_ADDRESS must be a number')
    .int('REGISTRATIONS_PER_ADDRESS must be a whole number')
    .min(1, 'REGISTRATIONS_PER_ADDRESS must be at least 1')
    .default(DEFAULT_REGISTRATIONS_PER_ADDRESS),
  TRUST_PROXY: trustProxySchema,
  WAITLIST_HOLD_MINUTES: z.coerce
    .number('WAITLIST_HOLD_MINUTES must be a number of minutes')
    .int('WAITLIST_HOLD_MINUTES must be a whole number of minutes')
    .min(1, 'WAITLIST_HOLD_MINUTES must be between 1 and 1440')
    .max(1440, 'WAITLIST_HOLD_MINUTES must be between 1 and 1440')
    .default(DEFAULT_HOLD_MINUTES),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…')
    .optional(),
  STRIPE_API_URL: z.url('STRIPE_API_URL must be a URL such as https://api.stripe.com').optional(),
  STRIPE_ALLOW_TEST_KEYS: z.enum(['true', 'false']).optional(),
  CALDAV_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1, 'GOOGLE_CLIENT_ID must not be empty').optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1, 'GOOGLE_CLIENT_SECRET must not be empty').optional(),
  GOOGLE_REDIRECT_URL: z
    .url(
      'GOOGLE_REDIRECT_URL must be a URL such as https://slotmap.example/calendar/google/callback',
    )
    .optional(),
});

export interface RateLimits {
  /** Failed logins per e-mail and address before 429, per window. */
  loginFailures: number;
  /** Sign-ups per address per window. */
  registrations: number;
  /** Reset requests per e-mail and address per window. */
  resets: number;
  /** Image uploads per user per window. */
  uploads: number;
  /**
   * Mails and texts a user asks the server to send to the people of their bookings, per window;
   * the same number again caps what all users together send to one address or number.
   */
  relayedNotices: number;
  windowMs: number;
  /** Bookings a user makes per booking window (each one mails and texts). */
  bookings: number;
  /** Appointments a user cancels per booking window (each one mails both sides). */
  cancellations: number;
  /** The window of the booking and cancellation limits. */
  bookingWindowMs: number;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Texts go through Twilio when set; otherwise they are kept by the development mailbox. */
  twilio?: TwilioConfig;
  logLevel: string;
  seedDemo: boolean;
  /** The end-to-end suite's movable clock (PUT /api/dev/clock); refused in production. */
  testClock?: boolean;
  /** Fastify's trustProxy (TRUST_PROXY): off unless the deployment has a proxy in front. */
  trustProxy?: TrustProxy;
  rateLimits: RateLimits;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDist?: string;
  /** How long a freed time is held for the waiting person it is offered to (decision 041). */
  waitlistHoldMinutes?: number;
  /** Addresses per sitemap file: the protocol's 50,000 unless a test pages sooner (decision 065). */
  sitemapUrls?: number;
  /** Feature listings are paid through Stripe when set; otherwise in test mode (no card charged). */
  stripe?: StripeConfig;
  /** Google Calendar can be connected when set (decision 044); CalDAV and feeds need nothing. */
  google?: GoogleConfig;
  /**
   * CALDAV_ALLOW_PRIVATE: the server may reach calendar addresses that resolve to loopback,
   * link-local or private ranges. Off by default; on only for local test and development servers.
   */
  caldavAllowPrivate?: boolean;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Where Google sends the browser back: the web app's /calendar/google/callback. */
  redirectUrl: string;
  /** Google's endpoints, replaced by a local server in tests. */
  authUrl?: string;
  tokenUrl?: string;
  apiUrl?: string;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service the account owns. */
  from: string;
  apiUrl: string;
}

export const defaultRateLimits: RateLimits = {
  loginFailures: 5,
  registrations: DEFAULT_REGISTRATIONS_PER_ADDRESS,
  resets: 5,
  uploads: 60,
  relayedNotices: 10,
  windowMs: 15 * 60 * 1000,
  bookings: 20,
  cancellations: 20,
  bookingWindowMs: 60 * 60 * 1000,
};

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CLOCK: the movable test clock is not allowed when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  // Without it, password resets and booking notices would go to the development mailbox,
  // which production does not even serve: nobody would ever receive them.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production (smtp://user:pass@host:587), so mail reaches people',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production the development mailbox and clock are served: only to this machine.
    host: e.HOST || (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twilio: twilioConfig(e),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    testClock: e.TEST_CLOCK === 'true',
    trustProxy: e.TRUST_PROXY,
    rateLimits: { ...defaultRateLimits, registrations: e.REGISTRATIONS_PER_ADDRESS },
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    waitlistHoldMinutes: e.WAITLIST_HOLD_MINUTES,
    stripe: stripeConfig(e),
    google: googleConfig(e),
    caldavAllowPrivate: e.CALDAV_ALLOW_PRIVATE === 'true',
  };
}

/** Google needs its client id and secret together; the redirect defaults to this server's page. */
function googleConfig(e: z.infer<typeof envSchema>): GoogleConfig | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = e;
  if (clientId && clientSecret) {
    const base = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
    return {
      clientId,
      clientSecret,
      redirectUrl: e.GOOGLE_REDIRECT_URL ?? `${base}/calendar/google/callback`,
    };
  }
  if (!clientId && !clientSecret && !e.GOOGLE_REDIRECT_URL) return undefined;
  throw new ConfigError(
    'Invalid configuration:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both to connect Google calendars, or neither',
  );
}

/** Stripe is all or nothing too; without it, feature listings are paid in test mode. */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | undefined {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = e;
  if (secretKey && publishableKey && webhookSecret) {
    // A test key in production takes no real money while the site says it does: refused unless
    // the server is a staging server that says so.
    const testKey = secretKey.includes('_test_') || publishableKey.includes('_test_');
    if (e.NODE_ENV === 'production' && testKey && e.STRIPE_ALLOW_TEST_KEYS !== 'true') {
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_SECRET_KEY: a test key (sk_test_…/pk_test_…) is refused when NODE_ENV=production; use live keys, or set STRIPE_ALLOW_TEST_KEYS=true on a staging server',
      );
    }
    return { secretKey, publishableKey, webhookSecret, apiUrl: e.STRIPE_API_URL };
  }
  const names = [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_URL',
  ] as const;
  const given = names.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  const missing = names.filter((name) => name !== 'STRIPE_API_URL' && !e[name]);
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required with ${given.join(', ')}; set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them`,
  );
}

/** Twilio is all or nothing: half a configuration would only fail when the first text is sent. */
function twilioConfig(e: z.infer<typeof envSchema>): TwilioConfig | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = e;
  if (accountSid && authToken && from) {
    const apiUrl = (e.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/+$/, '');
    return { accountSid, authToken, from, apiUrl };
  }
  const names = [
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM',
    'TWILIO_API_URL',
  ] as const;
  const given = names.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  const missing = names.filter((name) => name !== 'TWILIO_API_URL' && !e[name]);
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required with ${given.join(', ')}; set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none of them`,
  );
}

/** Outside production the signing secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
