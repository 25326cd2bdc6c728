import {
  adminClaimListViewSchema,
  adminCompanyInfoViewSchema,
  adminCompanyListViewSchema,
  adminUserListViewSchema,
  adminUserViewSchema,
  auditListViewSchema,
  claimTransferredViewSchema,
  featuredListViewSchema,
} from '@slotmap/domain/admin-view';
import { msgAnswer } from '../../http/answers.ts';
import { adminUserEditSchema, auditQuerySchema, userListQuerySchema } from '@slotmap/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingSchema, wideSearchQuerySchema } from '@slotmap/domain/paging';
import { z } from 'zod';
import { type AppContext, caller, requireAdmin } from '../../http/context.ts';
import { sendPage } from '../../http/paging.ts';
import { pageCompanies } from '../companies/data.ts';
import { pageAudit, presentAudit } from './audit.ts';
import { withOwners } from './companies.ts';
import { companyInfo, pageFeatured } from './info.ts';
import { pageClaims, presentAdminClaim, rejectClaim, transferClaim } from './claims.ts';
import { editUser, pageUsers, presentAdminUser } from './users.ts';

const idParams = z.object({ id: z.string() });

/** The super-admin calls (docs/api-admin.md): admins only, each action in the audit log. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = requireAdmin(ctx);

    app.get(
      '/users/userlist',
      {
        preHandler: admin,
        schema: { querystring: userListQuerySchema, response: { 200: adminUserListViewSchema } },
      },
      async (request, reply) => {
        const page = await pageUsers(ctx.db, request.query);
        return sendPage(reply, page.items.map(presentAdminUser), page.total);
      },
    );

    app.put(
      '/users/userlist/:id',
      {
        preHandler: admin,
        schema: {
          params: idParams,
          body: adminUserEditSchema,
          response: { 200: adminUserViewSchema },
        },
      },
      async (request) =>
        presentAdminUser(await editUser(ctx.db, caller(request), request.params.id, request.body)),
    );

    for (const [path, transferred] of [
      ['/claim', false],
      ['/claim/transferred', true],
    ] as const) {
      app.get(
        path,
        {
          preHandler: admin,
          schema: { querystring: pagingSchema, response: { 200: adminClaimListViewSchema } },
        },
        async (request, reply) => {
          const page = await pageClaims(ctx.db, transferred, request.query);
          return sendPage(reply, page.items.map(presentAdminClaim), page.total);
        },
      );
    }

    app.put(
      '/claim/transfer',
      {
        preHandler: admin,
        schema: {
          body: z.object({ id: z.string('id must be a claim id') }),
          response: { 200: claimTransferredViewSchema },
        },
      },
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
      { preHandler: admin, schema: { params: idParams, ...msgAnswer } },
      async (request) => {
        await rejectClaim(ctx.db, caller(request), request.params.id);
        return { msg: 'Claim Removed' };
      },
    );

    app.get(
      '/company/admin/companies',
      {
        preHandler: admin,
        schema: {
          querystring: wideSearchQuerySchema,
          response: { 200: adminCompanyListViewSchema },
        },
      },
      async (request, reply) => {
        const page = await pageCompanies(ctx.db, request.query);
        return sendPage(reply, await withOwners(ctx.db, page.rows), page.total);
      },
    );

    app.get(
      '/admin/companies/:id',
      {
        preHandler: admin,
        schema: { params: idParams, response: { 200: adminCompanyInfoViewSchema } },
      },
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
          response: { 200: featuredListViewSchema },
        },
      },
      async (request, reply) => {
        const page = await pageFeatured(ctx.db, request.query);
        return sendPage(reply, page.items, page.total);
      },
    );

    app.get(
      '/admin/audit',
      {
        preHandler: admin,
        schema: { querystring: auditQuerySchema, response: { 200: auditListViewSchema } },
      },
      async (request, reply) => {
        const page = await pageAudit(ctx.db, request.query);
        return sendPage(reply, page.items.map(presentAudit), page.total);
      },
    );
  };
