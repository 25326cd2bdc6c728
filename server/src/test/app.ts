import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Config, defaultRateLimits } from '../config.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connection.ts';
import type { MailTransport } from '../integrations/mail/transport.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** app.inject with JSON and an optional token. */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/slotmap-test-unused',
    publicUrl: 'http://slotmap.test',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    mailFrom: 'Slotmap <no-reply@slotmap.test>',
    logLevel: 'silent',
    seedDemo: false,
    rateLimits: defaultRateLimits,
    webDist: undefined,
    // The suites' CalDAV server (Radicale) and local stand-ins listen on loopback.
    caldavAllowPrivate: true,
    ...overrides,
  };
}

/** The real app on a fresh database of this run's engine, driven through app.inject(). */
export async function createTestApp(
  opts: { config?: Partial<Config>; mail?: MailTransport; clock?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(opts.config),
    database,
    logger: false,
    mail: opts.mail,
    clock: opts.clock,
    checkAnswers: true,
  });
  await app.ready();
  return {
    app,
    database,
    call(method, url, body, token) {
      return app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        headers: token ? { 'x-auth-token': token } : {},
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
