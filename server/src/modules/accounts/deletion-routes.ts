import { msgAnswer } from '../../http/answers.ts';
import { MSG_NOT_YOURSELF, MSG_USER_DELETED } from '@slotmap/domain/admin';
import { MSG_USER_NOT_FOUND } from '@slotmap/domain/listings';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAdminAction } from '../../db/audit-log.ts';
import { users } from '../../db/schema/accounts.ts';
import { type AppContext, caller, requireAdmin, requireUser } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { knownId } from '../companies/access.ts';
import { deleteAccount } from './mutations.ts';

/**
 * An account deleted by its person (DELETE /profile, spec §7) or by an admin (DELETE
 * /users/userlist/{id}, spec business §7, in the audit log; never the admin's own). Both are the
 * same deletion (decision 007, 'person.leaving').
 */
export const accountDeletionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const when = () => ({ now: ctx.clock(), publicUrl: ctx.config.publicUrl });

    app.delete('/profile', { preHandler: requireUser(ctx), schema: msgAnswer }, async (request) => {
      await deleteAccount(ctx.db, ctx.events, caller(request).id, when());
      return { msg: 'User deleted' };
    });

    app.delete(
      '/users/userlist/:id',
      {
        preHandler: requireAdmin(ctx),
        schema: { params: z.object({ id: z.string() }), ...msgAnswer },
      },
      async (request) => {
        const actor = caller(request);
        if (request.params.id === actor.id) throw badRequest(MSG_NOT_YOURSELF);
        const [user] = await ctx.db
          .select()
          .from(users)
          .where(eq(users.id, knownId(request.params.id, MSG_USER_NOT_FOUND)))
          .limit(1);
        if (!user) throw notFound(MSG_USER_NOT_FOUND);
        await deleteAccount(ctx.db, ctx.events, user.id, when(), (tx) =>
          recordAdminAction(tx, actor, {
            action: 'user.delete',
            user: { id: user.id, email: user.email },
            before: {
              firstName: user.firstName,
              lastName: user.lastName,
              phone: user.phone,
              email: user.email,
              isAdmin: user.isAdmin,
            },
          }),
        );
        return { msg: MSG_USER_DELETED };
      },
    );
  };
