import { tokenViewSchema } from '@slotmap/domain/account-view';
import { businessRegisterSchema } from '@slotmap/domain/company-payloads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signToken } from '../http/auth.ts';
import type { AppContext } from '../http/context.ts';
import { registerBusiness } from './business-register.ts';

/** The business sign-up wizard's last step; answers like POST /users and shares its rate limit. */
export const businessRegisterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/business-register',
      { schema: { body: businessRegisterSchema, response: { 201: tokenViewSchema } } },
      async (request, reply) => {
        await ctx.limiter.take(`register:${request.ip}`, ctx.config.rateLimits.registrations);
        const user = await registerBusiness(ctx.db, request.body, ctx.events, {
          now: ctx.clock(),
          publicUrl: ctx.config.publicUrl,
        });
        return reply.status(201).send({ token: await signToken(ctx.keys, user) });
      },
    );
  };
