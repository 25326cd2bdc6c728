import { publicRead } from '../../http/public-reads.ts';
import { CATEGORIES } from '@slotmap/domain/categories';
import {
  companyEditSchema,
  companyFormSchema,
  pageQuerySchema,
} from '@slotmap/domain/company-payloads';
import {
  type CompanyView,
  categoryListViewSchema,
  companyListViewSchema,
  companyPageViewSchema,
  companyViewSchema,
  formFieldDefinitionListViewSchema,
} from '@slotmap/domain/company-view';
import { msgAnswer } from '../../http/answers.ts';
import { FORM_FIELD_DEFINITIONS } from '@slotmap/domain/form-fields';
import { type PageQuery, pagingSchema } from '@slotmap/domain/paging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import {
  type AppContext,
  caller,
  optionalUser,
  requireUser,
  viewerOf,
} from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { sendPage, sendPageView } from '../../http/paging.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from './access.ts';
import { companiesOwnedBy, companyViews, findCompanyView, pageCompanies } from './data.ts';
import { createCompany, deleteCompany, updateCompany } from './mutations.ts';
import { serviceRoutes } from './service-routes.ts';
import { companyAdminRoutes } from './admin-routes.ts';
import { closureRoutes } from './closure-routes.ts';

const idParams = z.object({ id: z.string() });

async function companyView(
  db: Db,
  row: CompanyRow,
  viewer: string | null,
  now: Date,
): Promise<CompanyView> {
  return (await companyViews(db, [row], viewer, now))[0];
}

/** Businesses: public reads, and writes by the owner or an admin (docs/api-companies.md). */
export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const viewer = optionalUser(ctx);
    /** Wider hours tell the people waiting for them (decision 041). */
    const when = () => ({ now: ctx.clock(), publicUrl: ctx.config.publicUrl });
    const page = async (
      request: FastifyRequest,
      reply: FastifyReply,
      q: PageQuery,
      ownerId?: string,
    ) => {
      const { rows, total } = await pageCompanies(ctx.db, q, ownerId);
      return sendPageView(
        reply,
        await companyViews(ctx.db, rows, viewerOf(request), ctx.clock()),
        total,
        q,
      );
    };

    app.get(
      '/company/categories-list',
      { schema: { response: { 200: categoryListViewSchema } } },
      async () => CATEGORIES,
    );
    app.get(
      '/company/formFields',
      { schema: { response: { 200: formFieldDefinitionListViewSchema } } },
      async () => FORM_FIELD_DEFINITIONS,
    );

    app.get(
      '/company/mine',
      {
        preHandler: auth,
        schema: { querystring: pagingSchema, response: { 200: companyListViewSchema } },
      },
      async (request, reply) => {
        const me = caller(request).id;
        const { rows, total } = await companiesOwnedBy(ctx.db, me, request.query);
        return sendPage(reply, await companyViews(ctx.db, rows, me, ctx.clock()), total);
      },
    );

    app.get(
      '/company/business',
      {
        preHandler: auth,
        schema: { querystring: pageQuerySchema, response: { 200: companyPageViewSchema } },
      },
      async (request, reply) => page(request, reply, request.query, caller(request).id),
    );

    app.get(
      '/company/:id',
      {
        preHandler: viewer,
        config: publicRead,
        schema: { params: idParams, response: { 200: companyViewSchema } },
      },
      async (request) => {
        const id = knownId(request.params.id, MSG_COMPANY_NOT_FOUND);
        const view = await findCompanyView(ctx.db, id, viewerOf(request), ctx.clock());
        if (!view) throw notFound(MSG_COMPANY_NOT_FOUND);
        return view;
      },
    );

    app.post(
      '/company',
      {
        preHandler: auth,
        schema: {
          body: companyFormSchema,
          response: { 200: companyViewSchema, 201: companyViewSchema },
        },
      },
      async (request, reply) => {
        const { _id, ...form } = request.body;
        const me = caller(request);
        if (_id)
          return companyView(
            ctx.db,
            await updateCompany(ctx.db, me, _id, form, ctx.events, when()),
            me.id,
            ctx.clock(),
          );
        const row = await createCompany(ctx.db, me, form, ctx.events, when());
        return reply.status(201).send(await companyView(ctx.db, row, me.id, ctx.clock()));
      },
    );

    app.put(
      '/company/business/:id',
      {
        preHandler: auth,
        schema: { params: idParams, body: companyEditSchema, response: { 200: companyViewSchema } },
      },
      async (request) =>
        companyView(
          ctx.db,
          await updateCompany(
            ctx.db,
            caller(request),
            request.params.id,
            request.body,
            ctx.events,
            when(),
          ),
          caller(request).id,
          ctx.clock(),
        ),
    );

    app.delete(
      '/company/:id',
      { preHandler: auth, schema: { params: idParams, ...msgAnswer } },
      async (request) => {
        await deleteCompany(
          ctx.db,
          ctx.events,
          caller(request),
          request.params.id,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return { msg: 'Business Removed' };
      },
    );

    await app.register(serviceRoutes(ctx));
    await app.register(companyAdminRoutes(ctx));
    await app.register(closureRoutes(ctx));
  };
