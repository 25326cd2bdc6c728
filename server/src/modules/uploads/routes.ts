import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { openUpload } from './data.ts';
import { type IncomingFile, MAX_UPLOAD_BYTES, NO_FILE, saveUpload } from './mutations.ts';
import { presentUpload } from './present.ts';

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart parsing exists only inside this plugin: every other route still takes JSON alone.
    await app.register(multipart, {
      limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: 20 },
    });
    const auth = requireUser(ctx);

    app.post('/uploads', { preHandler: auth }, async (request, reply) => {
      const me = caller(request);
      const key = `upload:${me.id}`;
      await ctx.limiter.guard(key, ctx.config.rateLimits.uploads);
      await ctx.limiter.hit(key);
      const file = await uploadedFile(request);
      const row = await saveUpload(ctx.db, ctx.config.dataDir, me.id, file);
      return reply.status(201).send(presentUpload(row));
    });

    app.get(
      '/uploads/:name',
      { schema: { params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const found = await openUpload(ctx.db, ctx.config.dataDir, request.params.name);
        if (!found) throw notFound('Upload not found');
        const { upload, size, stream } = found;
        return reply
          .headers({
            'content-type': upload.contentType,
            'content-length': size,
            // Served as exactly the image it was checked to be, never as a page that could run.
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
            'content-disposition': `inline; filename="${upload.fileName}"`,
            // A stored name never gets other bytes.
            'cache-control': 'public, max-age=31536000, immutable',
          })
          .send(stream);
      },
    );
  };

/** The file sent in the `file` field; anything else is the same missing image to the user. */
async function uploadedFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const part = await request.file().catch(() => {
    // A malformed form (no boundary, cut short, too many fields) carries no usable image.
    throw badRequest(NO_FILE);
  });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(NO_FILE);
  }
  return part.file;
}
