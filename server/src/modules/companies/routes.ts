import { CATEGORIES } from '@slotmap/domain/categories';
import {
  companyEditSchema,
  companyFormSchema,
  pageQuerySchema,
} from '@slotmap/domain/company-payloads';
import type { PageView, CompanyView } from '@slotmap/domain/company-view';
import { FORM_FIELD_DEFINITIONS } from '@slotmap/domain/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from './access.ts';
import { companiesOwnedBy, findCompany, pageCompanies, relationsOf } from './data.ts';
import { createCompany, deleteCompany, updateCompany } from './mutations.ts';
import { presentCompany } from './present.ts';
import { businessRegisterRoutes } from './register-routes.ts';
import { serviceRoutes } from './service-routes.ts';

const idParams = z.object({ id: z.string() });

/** Businesses with their services, likes and followers, in four queries however many there are. */
export async function companyViews(db: Db, rows: CompanyRow[]): Promise<CompanyView[]> {
  const related = await relationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentCompany(r, related));
}

async function companyView(db: Db, row: CompanyRow): Promise<CompanyView> {
  return (await companyViews(db, [row]))[0];
}

/** Businesses: public reads, and writes by the owner or an admin (docs/api-companies.md). */
export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const page = async (q: z.output<typeof pageQuerySchema>, ownerId?: string) => {
      const { rows, total } = await pageCompanies(ctx.db, q, ownerId);
      const view: PageView<CompanyView> = {
        items: await companyViews(ctx.db, rows),
        total,
        page: q.page,
        limit: q.limit,
      };
      return view;
    };

    app.get('/company/categories-list', async () => CATEGORIES);
    app.get('/company/formFields', async () => FORM_FIELD_DEFINITIONS);

    app.get('/company/mine', { preHandler: auth }, async (request) =>
      companyViews(ctx.db, await companiesOwnedBy(ctx.db, caller(request).id)),
    );

    app.get(
      '/company/business',
      { preHandler: auth, schema: { querystring: pageQuerySchema } },
      async (request) => page(request.query, caller(request).id),
    );

    app.get('/company/lists', { schema: { querystring: pageQuerySchema } }, async (request) =>
      page(request.query),
    );

    app.get('/company/:id', { schema: { params: idParams } }, async (request) => {
      const row = await findCompany(ctx.db, knownId(request.params.id, MSG_COMPANY_NOT_FOUND));
      if (!row) throw notFound(MSG_COMPANY_NOT_FOUND);
      return companyView(ctx.db, row);
    });

    app.post(
      '/company',
      { preHandler: auth, schema: { body: companyFormSchema } },
      async (request, reply) => {
        const { _id, ...form } = request.body;
        if (_id)
          return companyView(ctx.db, await updateCompany(ctx.db, caller(request), _id, form));
        const row = await createCompany(ctx.db, caller(request), form);
        return reply.status(201).send(await companyView(ctx.db, row));
      },
    );

    app.put(
      '/company/business/:id',
      { preHandler: auth, schema: { params: idParams, body: companyEditSchema } },
      async (request) =>
        companyView(
          ctx.db,
          await updateCompany(ctx.db, caller(request), request.params.id, request.body),
        ),
    );

    app.delete(
      '/company/:id',
      { preHandler: auth, schema: { params: idParams } },
      async (request) => {
        await deleteCompany(
          ctx.db,
          caller(request),
          request.params.id,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return { msg: 'Business Removed' };
      },
    );

    await app.register(serviceRoutes(ctx));
    await app.register(businessRegisterRoutes(ctx));
  };
