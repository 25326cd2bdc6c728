import { companyViewSchema, serviceListViewSchema } from '@slotmap/domain/company-view';
import { msgAnswer } from '../../http/answers.ts';
import { adminCompanyFormSchema } from '@slotmap/domain/admin';
import { serviceDeleteQuerySchema } from '@slotmap/domain/upcoming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAdminAction } from '../../db/audit-log.ts';
import { type AppContext, caller, requireAdmin } from '../../http/context.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from './access.ts';
import { companyViews, servicesOf } from './data.ts';
import { createUnclaimedCompany, deleteCompany } from './mutations.ts';
import { presentService } from './present.ts';
import { deleteService } from './service-mutations.ts';

const idParams = z.object({ id: z.string() });

/**
 * The super-admin's calls on businesses (spec business §7, docs/api-admin.md): an unclaimed
 * business added, a service or a business deleted as its owner would, each in the audit log.
 */
export const companyAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = requireAdmin(ctx);

    app.post(
      '/company/business',
      {
        preHandler: admin,
        schema: { body: adminCompanyFormSchema, response: { 201: companyViewSchema } },
      },
      async (request, reply) => {
        const actor = caller(request);
        // `_id` is ignored: this call only creates; edits go through PUT /company/business/{id}.
        const when = { now: ctx.clock(), publicUrl: ctx.config.publicUrl };
        const row = await createUnclaimedCompany(
          ctx.db,
          request.body,
          ctx.events,
          when,
          (tx, created) =>
            recordAdminAction(tx, actor, {
              action: 'company.create',
              company: { id: created.id, name: created.name },
              after: { name: created.name, category: created.category, unclaimed: true },
            }),
        );
        const [view] = await companyViews(ctx.db, [row], actor.id, ctx.clock());
        return reply.status(201).send(view);
      },
    );

    app.delete(
      '/company/business/:companyId/service/:serviceId',
      {
        preHandler: admin,
        schema: {
          params: z.object({ companyId: z.string(), serviceId: z.string() }),
          querystring: serviceDeleteQuerySchema,
          response: { 200: serviceListViewSchema },
        },
      },
      async (request) => {
        // The owner's deletion with its choice for appointments to come (decision 051), recorded
        // in the audit log; the answer is the services left, as the spec's list expects.
        const { companyId, serviceId } = request.params;
        const cid = knownId(companyId, MSG_COMPANY_NOT_FOUND);
        await deleteService(
          ctx.db,
          ctx.events,
          caller(request),
          serviceId,
          request.query.upcoming,
          ctx.clock(),
          ctx.config.publicUrl,
          cid,
        );
        return (await servicesOf(ctx.db, cid)).map(presentService);
      },
    );

    // The spec names two admin deletes of a business; both are the owner's own deletion, recorded.
    for (const [path, msg] of [
      ['/company/admin/companies/:id', 'Business removed successfully'],
      ['/company/business/:id', 'Business Removed'],
    ] as const) {
      app.delete(
        path,
        { preHandler: admin, schema: { params: idParams, ...msgAnswer } },
        async (request) => {
          const actor = caller(request);
          await deleteCompany(
            ctx.db,
            ctx.events,
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
        },
      );
    }
  };
