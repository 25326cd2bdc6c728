import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context.ts';

/** A freed time offered to the caller from a waitlist (docs/decisions/041). */
export const offerRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
