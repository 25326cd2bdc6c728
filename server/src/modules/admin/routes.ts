import {
  adminUserEditSchema,
  auditQuerySchema,
  MSG_USER_DELETED,
  userListQuerySchema,
} from '@slotmap/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireAdmin } from '../../http/context.ts';
import { sendPage } from '../../http/paging.ts';
import { pageAudit, presentAudit } from './audit.ts';
import { deleteUserAsAdmin, editUser, pageUsers, presentAdminUser } from './users.ts';

const idParams = z.object({ id: z.string() });

/** The super-admin calls (docs/api-admin.md): admins only, each action in the audit log. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = requireAdmin(ctx);

    app.get(
      '/users/userlist',
      { preHandler: admin, schema: { querystring: userListQuerySchema } },
      async (request, reply) => {
        const page = await pageUsers(ctx.db, request.query);
        return sendPage(reply, page.items.map(presentAdminUser), page.total);
      },
    );

    app.put(
      '/users/userlist/:id',
      { preHandler: admin, schema: { params: idParams, body: adminUserEditSchema } },
      async (request) =>
        presentAdminUser(await editUser(ctx.db, caller(request), request.params.id, request.body)),
    );

    app.delete(
      '/users/userlist/:id',
      { preHandler: admin, schema: { params: idParams } },
      async (request) => {
        await deleteUserAsAdmin(
          ctx.db,
          caller(request),
          request.params.id,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return { msg: MSG_USER_DELETED };
      },
    );

    app.get(
      '/admin/audit',
      { preHandler: admin, schema: { querystring: auditQuerySchema } },
      async (request, reply) => {
        const page = await pageAudit(ctx.db, request.query);
        return sendPage(reply, page.items.map(presentAudit), page.total);
      },
    );
  };
