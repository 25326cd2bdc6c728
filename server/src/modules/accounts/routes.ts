import {
  changePasswordSchema,
  loginSchema,
  newPasswordSchema,
  registerSchema,
  resetRequestSchema,
} from '@slotmap/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signToken } from '../../http/auth.ts';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { findUserByEmail } from './data.ts';
import { registerUser, requestPasswordReset, resetPassword, setPassword } from './mutations.ts';
import { verifyPassword } from './passwords.ts';
import { uploadUrlSigner } from '../uploads/signing.ts';
import { presentUser } from './present.ts';

export const RESET_ANSWER = 'An email will be sent soon to reset your password';

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const limits = ctx.config.rateLimits;
    const sign = uploadUrlSigner(ctx.config.jwtSecret, ctx.clock);

    app.get('/auth', { preHandler: auth }, async (request) => presentUser(caller(request), sign));

    app.post('/auth', { schema: { body: loginSchema } }, async (request) => {
      const { email, password } = request.body;
      const key = `login:${request.ip}:${email.toLowerCase()}`;
      await ctx.limiter.guard(key, limits.loginFailures);
      const user = await findUserByEmail(ctx.db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await ctx.limiter.hit(key);
        throw badRequest('Invalid credentials');
      }
      return { token: await signToken(ctx.keys, user) };
    });

    app.post('/users', { schema: { body: registerSchema } }, async (request, reply) => {
      const key = `register:${request.ip}`;
      await ctx.limiter.guard(key, limits.registrations);
      await ctx.limiter.hit(key);
      const user = await registerUser(ctx.db, request.body);
      return reply.status(201).send({ token: await signToken(ctx.keys, user) });
    });

    app.post('/auth/reset', { schema: { body: resetRequestSchema } }, async (request) => {
      const key = `reset:${request.ip}:${request.body.email.toLowerCase()}`;
      await ctx.limiter.guard(key, limits.resets);
      await ctx.limiter.hit(key);
      // The same answer whether or not the address has an account.
      await requestPasswordReset(ctx.db, request.body.email, ctx.config.publicUrl);
      return { msg: RESET_ANSWER };
    });

    app.post('/auth/new-password', { schema: { body: newPasswordSchema } }, async (request) => {
      await resetPassword(ctx.db, request.body.token, request.body.password);
      return { msg: 'Password Updated' };
    });

    app.post(
      '/users/me',
      { preHandler: auth, schema: { body: changePasswordSchema } },
      async (request) => {
        const me = caller(request);
        if (request.body.email.toLowerCase() !== me.email.toLowerCase()) {
          throw badRequest('Email does not match your account');
        }
        const user = await setPassword(ctx.db, me.id, request.body.password);
        return { msg: 'Password Updated', token: await signToken(ctx.keys, user) };
      },
    );
  };
