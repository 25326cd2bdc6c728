import { newServiceSchema } from '@slotmap/domain/company-payloads';
import { serviceSchema } from '@slotmap/domain/services';
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
      { preHandler: auth, schema: { body: newServiceSchema } },
      async (request, reply) => {
        const { company_id, ...service } = request.body;
        const row = await addService(ctx.db, caller(request), company_id, service);
        return reply.status(201).send(presentService(row));
      },
    );

    app.put(
      '/company/business/service/:id',
      { preHandler: auth, schema: { params, body: serviceSchema } },
      async (request) =>
        presentService(
          await updateService(
            ctx.db,
            caller(request),
            request.params.id,
            request.body,
            ctx.clock(),
          ),
        ),
    );

    app.delete(
      '/company/service/:id',
      { preHandler: auth, schema: { params } },
      async (request) => {
        await deleteService(ctx.db, caller(request), request.params.id);
        return { msg: 'Service Removed' };
      },
    );
  };
