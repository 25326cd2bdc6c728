import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context.ts';

/** The waitlist calls of spec consumer §7 (docs/api-waitlists.md). */
export const waitlistRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
