import { profileViewSchema, publicProfileListViewSchema } from '@slotmap/domain/account-view';
import { profileSchema } from '@slotmap/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { findProfile, listProfiles } from './data.ts';
import { saveProfile } from './mutations.ts';
import { presentProfile, presentPublicProfile } from './present.ts';

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);

    app.get('/profile', { schema: { response: { 200: publicProfileListViewSchema } } }, async () =>
      (await listProfiles(ctx.db)).map(presentPublicProfile),
    );

    app.get(
      '/profile/me',
      { preHandler: auth, schema: { response: { 200: profileViewSchema } } },
      async (request) => {
        const row = await findProfile(ctx.db, caller(request).id);
        if (!row) throw notFound('There is no profile for this user');
        return presentProfile(row);
      },
    );

    app.post(
      '/profile',
      {
        preHandler: auth,
        schema: {
          body: profileSchema,
          response: { 200: profileViewSchema, 201: profileViewSchema },
        },
      },
      async (request, reply) => {
        const me = caller(request);
        const { created } = await saveProfile(ctx.db, me.id, request.body);
        const row = await findProfile(ctx.db, me.id);
        return reply.status(created ? 201 : 200).send(presentProfile(row));
      },
    );
  };
