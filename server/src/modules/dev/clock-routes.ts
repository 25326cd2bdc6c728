import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShiftableClock } from './clock.ts';
import { loopbackOnly } from './loopback.ts';
import { devClockSchema } from './present.ts';

const clockBody = z.object({
  now: z.iso.datetime({ offset: true, message: 'now must be an ISO date-time' }).nullable(),
});

/**
 * Only registered with TEST_CLOCK=true, which the configuration refuses in production, and only
 * answered to requests from this machine.
 */
export const devClockRoutes =
  (clock: ShiftableClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', loopbackOnly);
    const answer = { response: { 200: devClockSchema } };
    app.get('/api/dev/clock', { schema: answer }, async () => ({
      now: clock.now().toISOString(),
    }));
    app.put('/api/dev/clock', { schema: { body: clockBody, ...answer } }, async (request) => {
      clock.set(request.body.now === null ? null : new Date(request.body.now));
      return { now: clock.now().toISOString() };
    });
  };
