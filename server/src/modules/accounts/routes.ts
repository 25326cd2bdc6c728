import {
  languageViewSchema,
  msgTokenViewSchema,
  tokenViewSchema,
  userViewSchema,
} from '@slotmap/domain/account-view';
import { msgAnswer } from '../../http/answers.ts';
import {
  changePasswordSchema,
  confirmEmailSchema,
  languageSchema,
  loginSchema,
  MSG_CONFIRMATION_SENT,
  MSG_EMAIL_CONFIRMED,
  newPasswordSchema,
  registerSchema,
  resetRequestSchema,
} from '@slotmap/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSession, signToken } from '../../http/auth.ts';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { callerLanguage } from '../../i18n/request-language.ts';
import { findUserByEmail } from './data.ts';
import { askForConfirmationAgain, confirmationKey, confirmEmail } from './email-confirmation.ts';
import { registerUser, resetPassword, saveLanguage, setPassword } from './mutations.ts';
import { verifyPassword } from './passwords.ts';
import { requestPasswordReset } from './reset-job.ts';
import { endSession } from './session-mutations.ts';
import { uploadUrlSigner } from '../../integrations/uploads/signing.ts';
import { accountDeletionRoutes } from './deletion-routes.ts';
import { presentUser } from './present.ts';

export const RESET_ANSWER = 'An email will be sent soon to reset your password';

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const limits = ctx.config.rateLimits;
    const sign = uploadUrlSigner(ctx.config.jwtSecret, ctx.clock);

    app.get(
      '/auth',
      { preHandler: auth, schema: { response: { 200: userViewSchema } } },
      async (request) => presentUser(caller(request), sign),
    );

    app.post(
      '/auth',
      { schema: { body: loginSchema, response: { 200: tokenViewSchema } } },
      async (request) => {
        const { email, password } = request.body;
        // Counted before the password is checked, so concurrent guesses cannot all slip under the
        // limit; a right password gives its hit back (only failures count).
        const hit = await ctx.limiter.take(
          `login:${request.ip}:${email.toLowerCase()}`,
          limits.loginFailures,
        );
        const user = await findUserByEmail(ctx.db, email);
        if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
          throw badRequest('Invalid credentials');
        }
        await hit.undo();
        return { token: await signToken(ctx.keys, user) };
      },
    );

    // Signing out ends this token only; the user's sessions elsewhere stay signed in.
    app.post('/auth/logout', { preHandler: auth, schema: msgAnswer }, async (request) => {
      await endSession(ctx.db, await readSession(ctx.keys, request));
      return { msg: 'Signed out' };
    });

    app.post(
      '/users',
      { schema: { body: registerSchema, response: { 201: tokenViewSchema } } },
      async (request, reply) => {
        await ctx.limiter.take(`register:${request.ip}`, limits.registrations);
        // The language the web app was read in, which it sends; an API client's Accept-Language.
        const language = request.body.language ?? callerLanguage(request);
        const user = await registerUser(ctx.db, { ...request.body, language });
        return reply.status(201).send({ token: await signToken(ctx.keys, user) });
      },
    );

    app.post(
      '/auth/reset',
      { schema: { body: resetRequestSchema, ...msgAnswer } },
      async (request) => {
        const { email } = request.body;
        await ctx.limiter.take(`reset:${request.ip}:${email.toLowerCase()}`, limits.resets);
        // The same answer, and the same work, whether or not the address has an account.
        await requestPasswordReset(ctx.db, email);
        return { msg: RESET_ANSWER };
      },
    );

    // The link mailed at sign-up; it may be opened on another device, so no session is needed.
    const confirmKey = confirmationKey(ctx.config.jwtSecret);
    app.post(
      '/auth/confirm-email',
      { schema: { body: confirmEmailSchema, ...msgAnswer } },
      async (request) => {
        await confirmEmail(ctx.db, confirmKey, request.body.token, ctx.clock());
        return { msg: MSG_EMAIL_CONFIRMED };
      },
    );

    app.post(
      '/auth/confirm-email/resend',
      { preHandler: auth, schema: msgAnswer },
      async (request) => {
        const me = caller(request);
        await ctx.limiter.take(`confirm:${me.id}`, limits.resets);
        await askForConfirmationAgain(ctx.db, me);
        return { msg: MSG_CONFIRMATION_SENT };
      },
    );

    app.post(
      '/auth/new-password',
      { schema: { body: newPasswordSchema, ...msgAnswer } },
      async (request) => {
        await resetPassword(ctx.db, request.body.token, request.body.password);
        return { msg: 'Password Updated' };
      },
    );

    app.post(
      '/users/me',
      {
        preHandler: auth,
        schema: { body: changePasswordSchema, response: { 200: msgTokenViewSchema } },
      },
      async (request) => {
        const me = caller(request);
        if (request.body.email.toLowerCase() !== me.email.toLowerCase()) {
          throw badRequest('Email does not match your account');
        }
        const user = await setPassword(ctx.db, me.id, request.body.password);
        return { msg: 'Password Updated', token: await signToken(ctx.keys, user) };
      },
    );

    // The language switch of a signed-in person: their pages, mail and texts from now on.
    app.put(
      '/users/me/language',
      { preHandler: auth, schema: { body: languageSchema, response: { 200: languageViewSchema } } },
      async (request) => ({
        language: await saveLanguage(ctx.db, caller(request).id, request.body.language),
      }),
    );

    await app.register(accountDeletionRoutes(ctx));
  };
