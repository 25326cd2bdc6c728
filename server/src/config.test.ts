import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, defaultRateLimits, loadConfig } from './config.ts';

describe('loadConfig (no database)', () => {
  const dirs: string[] = [];
  /** A fresh DATA_DIR, so no test writes a secret into the working directory. */
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'slotmap-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const errorOf = (env: NodeJS.ProcessEnv): Error => {
    try {
      loadConfig(env);
    } catch (err) {
      return err as Error;
    }
    throw new Error('loadConfig did not throw');
  };

  it('refuses to start in production without JWT_SECRET', () => {
    const err = errorOf({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toContain('JWT_SECRET');
    expect(err.message).toContain('required when NODE_ENV=production');
  });

  it('refuses the movable test clock in production and takes it elsewhere', () => {
    const err = errorOf({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      TEST_CLOCK: 'true',
      DATA_DIR: dataDir(),
    });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toContain('TEST_CLOCK');
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true', DATA_DIR: dataDir() }).testClock,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() }).testClock).toBe(false);
  });

  it('refuses to start in production without SMTP_URL, where no one would get a reset mail', () => {
    const err = errorOf({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      DATA_DIR: dataDir(),
    });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toContain('SMTP_URL: required when NODE_ENV=production');
  });

  it('starts in production with a JWT_SECRET of 32 characters or more, writing no secret file', () => {
    const dir = dataDir();
    const secret = 's'.repeat(32);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      SMTP_URL: 'smtp://relay.example:587',
      DATA_DIR: dir,
    });
    expect(config.jwtSecret).toBe(secret);
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(false);
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it.each([
    ['PORT', { PORT: 'abc' }, 'PORT must be a number'],
    ['PORT', { PORT: '70000' }, 'PORT must be between 0 and 65535'],
    ['PORT', { PORT: '80.5' }, 'PORT must be a whole number'],
    ['JWT_SECRET', { JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must start with postgres:// or postgresql://',
    ],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [
      'PUBLIC_URL',
      { PUBLIC_URL: 'not a url' },
      'PUBLIC_URL must be a URL such as https://slotmap.example',
    ],
    [
      'WAITLIST_HOLD_MINUTES',
      { WAITLIST_HOLD_MINUTES: 'soon' },
      'WAITLIST_HOLD_MINUTES must be a number of minutes',
    ],
    [
      'WAITLIST_HOLD_MINUTES',
      { WAITLIST_HOLD_MINUTES: '7.5' },
      'WAITLIST_HOLD_MINUTES must be a whole number of minutes',
    ],
    [
      'WAITLIST_HOLD_MINUTES',
      { WAITLIST_HOLD_MINUTES: '0' },
      'WAITLIST_HOLD_MINUTES must be between 1 and 1440',
    ],
    [
      'WAITLIST_HOLD_MINUTES',
      { WAITLIST_HOLD_MINUTES: '1441' },
      'WAITLIST_HOLD_MINUTES must be between 1 and 1440',
    ],
    [
      'REGISTRATIONS_PER_ADDRESS',
      { REGISTRATIONS_PER_ADDRESS: '0' },
      'REGISTRATIONS_PER_ADDRESS must be at least 1',
    ],
    [
      'REGISTRATIONS_PER_ADDRESS',
      { REGISTRATIONS_PER_ADDRESS: '2.5' },
      'REGISTRATIONS_PER_ADDRESS must be a whole number',
    ],
    [
      'TWILIO_API_URL',
      { TWILIO_API_URL: 'twilio' },
      'TWILIO_API_URL must be a URL such as https://api.twilio.com',
    ],
  ])('refuses a bad %s with a clear message', (name, env, message) => {
    const err = errorOf({ ...env, DATA_DIR: dataDir() });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toContain(`${name}: ${message}`);
  });

  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Slotmap <no-reply@slotmap.local>',
      logLevel: 'info',
      seedDemo: true,
      rateLimits: defaultRateLimits,
      waitlistHoldMinutes: 15,
    });
    expect(loadConfig({ DATA_DIR: dir, WAITLIST_HOLD_MINUTES: '30' }).waitlistHoldMinutes).toBe(30);
    expect(loadConfig({ DATA_DIR: dir, REGISTRATIONS_PER_ADDRESS: '200' }).rateLimits).toEqual({
      ...defaultRateLimits,
      registrations: 200,
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.twilio).toBeUndefined();
  });

  it('listens on loopback only outside production, on every interface in production, unless HOST says', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtp://relay.example:587',
    };
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5', DATA_DIR: dataDir() }).host).toBe(
      '10.0.0.5',
    );
  });

  const twilioEnv = {
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'token-0123456789',
    TWILIO_FROM: '+15005550006',
  };

  it('reads a Twilio account, with the public API as the default address', () => {
    expect(loadConfig({ ...twilioEnv, DATA_DIR: dataDir() }).twilio).toEqual({
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'token-0123456789',
      from: '+15005550006',
      apiUrl: 'https://api.twilio.com',
    });
    const local = loadConfig({
      ...twilioEnv,
      TWILIO_API_URL: 'http://127.0.0.1:4010/',
      DATA_DIR: dataDir(),
    });
    expect(local.twilio?.apiUrl).toBe('http://127.0.0.1:4010');
  });

  it.each([
    [{ TWILIO_ACCOUNT_SID: twilioEnv.TWILIO_ACCOUNT_SID }, 'TWILIO_AUTH_TOKEN, TWILIO_FROM'],
    [{ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' }, 'TWILIO_FROM'],
    [{ TWILIO_FROM: '+15005550006' }, 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN'],
    [
      { TWILIO_API_URL: 'http://127.0.0.1:4010' },
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM',
    ],
  ])('refuses a partial Twilio configuration %o, naming what is missing', (env, missing) => {
    const err = errorOf({ ...env, DATA_DIR: dataDir() });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toContain(`${missing}: required with`);
    expect(err.message).toContain(
      'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none of them',
    );
  });

  it('derives the public URL from PORT and drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080', DATA_DIR: dataDir() }).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://slotmap.example/', DATA_DIR: dataDir() }).publicUrl,
    ).toBe('https://slotmap.example');
  });

  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_0123456789',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
  };

  it('reads Stripe keys together, and pays in test mode without them', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeUndefined();
    expect(loadConfig({ ...stripeEnv, DATA_DIR: dataDir() }).stripe).toEqual({
      secretKey: 'sk_test_0123456789',
      publishableKey: 'pk_test_0123456789',
      webhookSecret: 'whsec_0123456789',
      apiUrl: undefined,
    });
    const partial = errorOf({ STRIPE_SECRET_KEY: 'sk_test_1', DATA_DIR: dataDir() });
    expect(partial.message).toContain(
      'STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY',
    );
    expect(
      errorOf({ ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_1', DATA_DIR: dataDir() }).message,
    ).toContain('STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…');
  });

  it('refuses Stripe test keys in production unless the server says it is a staging server', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
    };
    const refused = errorOf({ ...production, ...stripeEnv, DATA_DIR: dataDir() });
    expect(refused).toBeInstanceOf(ConfigError);
    expect(refused.message).toContain(
      'STRIPE_SECRET_KEY: a test key (sk_test_…/pk_test_…) is refused when NODE_ENV=production',
    );
    const live = {
      STRIPE_SECRET_KEY: 'sk_live_0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
    };
    expect(loadConfig({ ...production, ...live, DATA_DIR: dataDir() }).stripe?.secretKey).toBe(
      'sk_live_0123456789',
    );
    const staging = { ...production, ...stripeEnv, STRIPE_ALLOW_TEST_KEYS: 'true' };
    expect(loadConfig({ ...staging, DATA_DIR: dataDir() }).stripe?.secretKey).toBe(
      'sk_test_0123456789',
    );
    // Outside production, test keys are what one develops with.
    expect(loadConfig({ ...stripeEnv, DATA_DIR: dataDir() }).stripe).toBeDefined();
  });

  it('reads the Google client together, with the callback page as the default redirect', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).google).toBeUndefined();
    const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's' };
    expect(
      loadConfig({ ...google, PUBLIC_URL: 'https://slotmap.example', DATA_DIR: dataDir() }).google,
    ).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 's',
      redirectUrl: 'https://slotmap.example/calendar/google/callback',
    });
    expect(
      loadConfig({ ...google, GOOGLE_REDIRECT_URL: 'https://x.example/cb', DATA_DIR: dataDir() })
        .google?.redirectUrl,
    ).toBe('https://x.example/cb');
    expect(errorOf({ GOOGLE_CLIENT_ID: 'id', DATA_DIR: dataDir() }).message).toContain(
      'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both',
    );
  });

  it('generates the JWT secret once and reuses it from DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    // Only the owner may read it.
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first);
  });

  it('creates a missing DATA_DIR for the secret', () => {
    const dir = join(dataDir(), 'nested', 'data');
    const secret = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
  });
});
