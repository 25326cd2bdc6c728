import {
  adminUserEditSchema,
  auditQuerySchema,
  MSG_USER_DELETED,
  userListQuerySchema,
} from '@slotmap/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingSchema, wideSearchQuerySchema } from '@slotmap/domain/paging';
import { z } from 'zod';
import { type AppContext, caller, requireAdmin } from '../../http/context.ts';
import { sendPage } from '../../http/paging.ts';
import { pageCompanies } from '../companies/data.ts';
import { createUnclaimedCompany, deleteCompany } from '../companies/mutations.ts';
import { presentService } from '../companies/present.ts';
import { companyViews } from '../companies/routes.ts';
import { companyFormSchema } from '@slotmap/domain/company-payloads';
import { recordAdminAction } from './audit.ts';
import { pageAudit, presentAudit } from './audit.ts';
import { deleteServiceAsAdmin, withOwners } from './companies.ts';
import { companyInfo, pageFeatured } from './info.ts';
import { pageClaims, presentAdminClaim, rejectClaim, transferClaim } from './claims.ts';
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

    for (const [path, transferred] of [
      ['/claim', false],
      ['/claim/transferred', true],
    ] as const) {
      app.get(
        path,
        { preHandler: admin, schema: { querystring: pagingSchema } },
        async (request, reply) => {
          const page = await pageClaims(ctx.db, transferred, request.query);
          return sendPage(reply, page.items.map(presentAdminClaim), page.total);
        },
      );
    }

    app.put(
      '/claim/transfer',
      { preHandler: admin, schema: { body: z.object({ id: z.string('id must be a claim id') }) } },
      async (request) => {
        const claim = await transferClaim(
          ctx.db,
          caller(request),
          request.body.id,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return { msg: 'Claim Transferred', claim: presentAdminClaim(claim) };
      },
    );

    app.delete(
      '/claim/:id',
      { preHandler: admin, schema: { params: idParams } },
      async (request) => {
        await rejectClaim(ctx.db, caller(request), request.params.id);
        return { msg: 'Claim Removed' };
      },
    );

    app.get(
      '/company/admin/companies',
      { preHandler: admin, schema: { querystring: wideSearchQuerySchema } },
      async (request, reply) => {
        const page = await pageCompanies(ctx.db, request.query);
        return sendPage(reply, await withOwners(ctx.db, page.rows), page.total);
      },
    );

    app.post(
      '/company/business',
      { preHandler: admin, schema: { body: companyFormSchema } },
      async (request, reply) => {
        const actor = caller(request);
        // `_id` is ignored: this call only creates; edits go through PUT /company/business/{id}.
        const row = await createUnclaimedCompany(ctx.db, request.body, (tx, created) =>
          recordAdminAction(tx, actor, {
            action: 'company.create',
            company: { id: created.id, name: created.name },
            after: { name: created.name, category: created.category, unclaimed: true },
          }),
        );
        const [view] = await companyViews(ctx.db, [row], actor.id);
        return reply.status(201).send(view);
      },
    );

    app.delete(
      '/company/business/:companyId/service/:serviceId',
      {
        preHandler: admin,
        schema: { params: z.object({ companyId: z.string(), serviceId: z.string() }) },
      },
      async (request) => {
        const { companyId, serviceId } = request.params;
        const left = await deleteServiceAsAdmin(ctx.db, caller(request), companyId, serviceId);
        return left.map(presentService);
      },
    );

    // The spec names two admin deletes of a business; both are the owner's own deletion, recorded.
    for (const [path, msg] of [
      ['/company/admin/companies/:id', 'Business removed successfully'],
      ['/company/business/:id', 'Business Removed'],
    ] as const) {
      app.delete(path, { preHandler: admin, schema: { params: idParams } }, async (request) => {
        const actor = caller(request);
        await deleteCompany(
          ctx.db,
          actor,
          request.params.id,
          ctx.clock(),
          ctx.config.publicUrl,
          (tx, row) =>
            recordAdminAction(tx, actor, {
              action: 'company.delete',
              company: { id: row.id, name: row.name },
              before: { name: row.name, owner: row.userId, unclaimed: row.isAdmin },
            }),
        );
        return { msg };
      });
    }

    app.get(
      '/admin/companies/:id',
      { preHandler: admin, schema: { params: idParams } },
      async (request) => companyInfo(ctx.db, request.params.id),
    );

    app.get(
      '/admin/featured',
      {
        preHandler: admin,
        schema: {
          querystring: wideSearchQuerySchema.extend({
            status: z
              .enum(['active', 'inactive'], "status must be 'active' or 'inactive'")
              .default('active'),
          }),
        },
      },
      async (request, reply) => {
        const page = await pageFeatured(ctx.db, request.query);
        return sendPage(reply, page.items, page.total);
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
