import { serviceRemovedViewSchema, serviceViewSchema } from '@slotmap/domain/company-view';
import { newServiceSchema } from '@slotmap/domain/company-payloads';
import { serviceSchema } from '@slotmap/domain/services';
import { MSG_SERVICE_RETIRED, serviceDeleteQuerySchema } from '@slotmap/domain/upcoming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { presentService } from './present.ts';
import { addService, deleteService, updateService } from './service-mutations.ts';

/** A business's services: every call is the owner's or an admin's. */
export const serviceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const params = z.object({ id: z.string() });

    app.put(
      '/company/business/service',
      {
        preHandler: auth,
        schema: { body: newServiceSchema, response: { 201: serviceViewSchema } },
      },
      async (request, reply) => {
        const { company_id, ...service } = request.body;
        const row = await addService(
          ctx.db,
          ctx.events,
          caller(request),
          company_id,
          service,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return reply.status(201).send(presentService(row));
      },
    );

    app.put(
      '/company/business/service/:id',
      {
        preHandler: auth,
        schema: { params, body: serviceSchema, response: { 200: serviceViewSchema } },
      },
      async (request) =>
        presentService(
          await updateService(
            ctx.db,
            ctx.events,
            caller(request),
            request.params.id,
            request.body,
            ctx.clock(),
            ctx.config.publicUrl,
          ),
        ),
    );

    // Without `upcoming`, a service with appointments to come answers 409 with them (decision 051).
    app.delete(
      '/company/service/:id',
      {
        preHandler: auth,
        schema: {
          params,
          querystring: serviceDeleteQuerySchema,
          response: { 200: serviceRemovedViewSchema },
        },
      },
      async (request) => {
        const removal = await deleteService(
          ctx.db,
          ctx.events,
          caller(request),
          request.params.id,
          request.query.upcoming,
          ctx.clock(),
          ctx.config.publicUrl,
        );
        return removal.removed === 'retired'
          ? { msg: MSG_SERVICE_RETIRED, kept: removal.kept, until: removal.until.toISOString() }
          : removal.cancelled > 0
            ? { msg: 'Service Removed', cancelled: removal.cancelled }
            : { msg: 'Service Removed' };
      },
    );
  };
