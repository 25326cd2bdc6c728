import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import { tokenKeys } from './http/auth.ts';
import type { AppContext } from './http/context.ts';
import { installAnswerLanguage } from './http/answer-language.ts';
import { installErrorHandling } from './http/errors.ts';
import { answerClientError, answerFrameworkError } from './http/framework-errors.ts';
import { installInputGuard } from './http/input-guard.ts';
import { installPublicReads } from './http/public-reads.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { HOLD_PRESSES_SOURCE } from './app/early-presses.ts';
import { answerSerializers, checkedSerializers, requireAnswerSchemas } from './http/serialize.ts';
import { RateLimiter } from './http/rate-limit.ts';
import {
  mailboxTransport,
  smtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './integrations/mail/transport.ts';
import { type OutgoingSms, smsTransportFor } from './integrations/sms/transport.ts';
import { serveWebApp } from './app/web-app.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { EventHub } from './jobs/events.ts';
import { Housekeeping } from './jobs/housekeeping.ts';
import { subscribeBookings } from './modules/bookings/subscriptions.ts';
import { subscribeCalendars } from './modules/calendars/subscriptions.ts';
import { subscribeCompanies } from './modules/companies/subscriptions.ts';
import { subscribeWaitlists } from './modules/waitlists/subscriptions.ts';
import { subscribeReminders } from './modules/reminders/subscriptions.ts';
import { subscribeReviews } from './modules/reviews/subscriptions.ts';
import { subscribeAvailability } from './modules/availability/subscriptions.ts';
import { FreeDaySweep } from './modules/availability/sweep.ts';
import { reminderJobHandlers } from './modules/reminders/delivery.ts';
import { ReminderSweep } from './modules/reminders/sweep.ts';
import { OutboxWorker } from './jobs/outbox.ts';
import { secretBox } from './integrations/calendar/secrets.ts';
import { Periodic } from './jobs/periodic.ts';
import { SYNC_EVERY_MS, syncDueCalendars } from './modules/calendars/busy.ts';
import { calendarAccessFor } from './modules/calendars/clients.ts';
import { calendarJobHandlers } from './modules/calendars/events.ts';
import { WaitlistSweep } from './modules/waitlists/sweep.ts';
import { DEFAULT_HOLD_MINUTES } from '@slotmap/domain/waitlists';
import {
  CONFIRM_JOB,
  confirmationKey,
  deliverConfirmation,
} from './modules/accounts/email-confirmation.ts';
import { deliverPasswordReset, RESET_JOB } from './modules/accounts/reset-job.ts';
import { shiftableClock } from './modules/dev/clock.ts';
import { devClockRoutes } from './modules/dev/clock-routes.ts';
import { devMailboxRoutes } from './modules/dev/routes.ts';
import { RetiredServicesSweep } from './modules/companies/retired-services.ts';
import { ListingSweep } from './modules/listings/sweep.ts';
import { testModePayments } from './integrations/payments/test-mode.ts';
import { setOfferHoldMinutes } from './modules/waitlists/offers.ts';
import { ReviewRequestSweep } from './modules/reviews/request-sweep.ts';
import { SlotWatchers } from './modules/live-slots/watchers.ts';
import { acceptBodilessDelete } from './http/bodiless-delete.ts';
import { apiRoutes } from './app/api-routes.ts';
import { subscribeLiveSlots } from './modules/live-slots/subscriptions.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /**
   * Poll the outbox and prune ended rate-limit windows and sessions in the background; tests
   * deliver with app.outbox.runOnce() instead.
   */
  startWorker?: boolean;
  /** The clock bookings are judged by (past or future); tests pass their own. */
  clock?: () => Date;
  /** Override the mail transport (tests point it at their own SMTP server through config). */
  mail?: MailTransport;
  /**
   * Check every answer the response schemas write against JSON.stringify of the same value, and
   * refuse a JSON answer without a schema (the test app; http/serialize.ts).
   */
  checkAnswers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    waitlistSweep: WaitlistSweep;
    reminderSweep: ReminderSweep;
    slotWatchers: SlotWatchers;
    freeDaySweep: FreeDaySweep;
    ctx: AppContext;
  }
}

/**
 * The one place modules meet (decision 052): each subscribes its part, in this order, which is
 * the order subscribers run in. A person leaving: their businesses close first, their waiting
 * ends before their appointments are cancelled (so no freed time is offered back to them), then
 * their calendar grant goes.
 */
function subscribedEvents(): EventHub {
  const events = new EventHub();
  subscribeCompanies(events);
  subscribeWaitlists(events);
  subscribeBookings(events);
  subscribeCalendars(events);
  subscribeReminders(events);
  subscribeLiveSlots(events);
  subscribeReviews(events);
  // Last: free times are computed from what every other subscriber left (decision 060).
  subscribeAvailability(events);
  return events;
}

/**
 * Production (and test) logs are JSON lines for a log collector; in development they are one
 * readable line per request, printed by pino-pretty in the logger's worker thread.
 */
function loggerOptions(config: Config) {
  if (config.env !== 'development') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Request ids in every log line, so one request's story can be followed.
    requestIdHeader: 'x-request-id',
    // Refusals before routing, and by Node's HTTP parser, in the API's error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their response schemas by fast-json-stringify (decision 067).
  app.setSerializerCompiler(opts.checkAnswers ? checkedSerializers : answerSerializers);
  if (opts.checkAnswers) requireAnswerSchemas(app);
  app.decorateRequest('user', null);

  const mail =
    opts.mail ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom, new URL(config.publicUrl).hostname)
      : mailboxTransport(database.db));
  const sms = smsTransportFor(config, database.db, app.log);
  const testClock = !opts.clock && config.testClock ? shiftableClock() : undefined;
  const ctx: AppContext = {
    db: database.db,
    config,
    keys: tokenKeys(config.jwtSecret),
    limiter: new RateLimiter(
      database.db,
      config.rateLimits.windowMs,
      Math.max(config.rateLimits.windowMs, config.rateLimits.bookingWindowMs),
    ),
    mail,
    // Stripe's SDK is loaded only when Stripe is set up.
    payments: config.stripe
      ? (await import('./integrations/payments/stripe.ts')).stripePayments(config.stripe)
      : testModePayments(config.env === 'production', () => ctx.clock()),
    clock: opts.clock ?? testClock?.now ?? (() => new Date()),
    secrets: secretBox(config.jwtSecret),
    events: subscribedEvents(),
  };
  const calendarAccess = calendarAccessFor(ctx);
  const confirmKey = confirmationKey(config.jwtSecret);
  const outbox = new OutboxWorker(
    database.db,
    {
      mail: (job) => mail.send(job.payload as unknown as OutgoingMail, job.idempotencyKey),
      sms: (job) => sms.send(job.payload as unknown as OutgoingSms, job.idempotencyKey),
      [RESET_JOB]: (job) => deliverPasswordReset(database.db, mail, job, config.publicUrl),
      [CONFIRM_JOB]: (job) =>
        deliverConfirmation(database.db, mail, job, config.publicUrl, confirmKey),
      ...calendarJobHandlers(database.db, calendarAccess, config.publicUrl, app.log),
      ...reminderJobHandlers({
        db: database.db,
        mail,
        sms,
        clock: () => ctx.clock(),
        publicUrl: config.publicUrl,
      }),
    },
    app.log,
  );
  app.decorate('outbox', outbox);
  const housekeeping = new Housekeeping(database.db, ctx.limiter, app.log);
  const retiredServices = new RetiredServicesSweep(database.db, ctx.clock, app.log);
  const listingSweep = new ListingSweep(database.db, ctx.payments, ctx.clock, app.log);
  const calendarSync = new Periodic(
    'calendars: busy times read',
    () => syncDueCalendars(database.db, calendarAccess, ctx.clock()),
    SYNC_EVERY_MS,
    app.log,
  );
  setOfferHoldMinutes(config.waitlistHoldMinutes ?? DEFAULT_HOLD_MINUTES);
  const waitlistSweep = new WaitlistSweep(database.db, ctx.clock, config.publicUrl, app.log);
  app.decorate('waitlistSweep', waitlistSweep);
  const reminderSweep = new ReminderSweep(database.db, ctx.clock, app.log);
  app.decorate('reminderSweep', reminderSweep);
  const reviewRequests = new ReviewRequestSweep(database.db, ctx.clock, config.publicUrl, app.log);
  const freeDaySweep = new FreeDaySweep(database.db, ctx.clock, app.log);
  app.decorate('freeDaySweep', freeDaySweep);
  app.decorate('ctx', ctx);
  const slotWatchers = new SlotWatchers((c, handlers) => database.listen(c, handlers), app.log);
  app.decorate('slotWatchers', slotWatchers);
  // Open event streams end before the server stops taking connections: they would hold it open.
  app.addHook('preClose', () => slotWatchers.close());

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A drawn page's one inline script (decision 075), by its hash.
        scriptSrc: ["'self'", HOLD_PRESSES_SOURCE],
        // Mantine and Leaflet set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Answers over 1 kB go out compressed (a slot list of 90 days, long lists); the built web
  // files come precompressed from the build and are sent as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Slotmap API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installErrorHandling(app);
  installAnswerLanguage(app);
  installInputGuard(app);
  installPublicReads(app);
  acceptBodilessDelete(app);

  await app.register(apiRoutes(ctx, slotWatchers), { prefix: '/api' });
  if (mail.kind === 'mailbox' && config.env !== 'production')
    await app.register(devMailboxRoutes(ctx));
  if (testClock && config.env !== 'production') await app.register(devClockRoutes(testClock));
  await app.register(seoRoutes(ctx));
  await serveWebApp(app, ctx, config.webDist);

  app.addHook('onClose', async () => {
    await outbox.stop();
    await housekeeping.stop();
    await listingSweep.stop();
    await retiredServices.stop();
    await calendarSync.stop();
    await waitlistSweep.stop();
    await reminderSweep.stop();
    await reviewRequests.stop();
    await freeDaySweep.stop();
    mail.close();
  });
  if (opts.startWorker) {
    app.addHook('onReady', async () => {
      outbox.start();
      housekeeping.start();
      listingSweep.start();
      retiredServices.start();
      calendarSync.start();
      waitlistSweep.start();
      reminderSweep.start();
      reviewRequests.start();
      freeDaySweep.start();
    });
  }
  return app;
}
