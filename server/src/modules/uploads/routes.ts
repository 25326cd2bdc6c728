import { uploadViewSchema } from '@slotmap/domain/account-view';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireUser } from '../../http/context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { openUpload } from './data.ts';
import { type IncomingFile, MAX_UPLOAD_BYTES, NO_FILE, saveUpload } from './mutations.ts';
import { presentUpload } from './present.ts';
import { secondsLeft, uploadKey, uploadUrlSigner } from '../../integrations/uploads/signing.ts';
import { UPLOAD_NAME } from '../../integrations/uploads/storage.ts';

export const MSG_UPLOAD_LINK = 'This image link is not valid or has expired';

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart parsing exists only inside this plugin: every other route still takes JSON alone.
    await app.register(multipart, {
      limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: 20 },
    });
    const auth = requireUser(ctx);
    const key = uploadKey(ctx.config.jwtSecret);
    const sign = uploadUrlSigner(ctx.config.jwtSecret, ctx.clock);

    app.post(
      '/uploads',
      { preHandler: auth, schema: { response: { 201: uploadViewSchema } } },
      async (request, reply) => {
        const me = caller(request);
        await ctx.limiter.take(`upload:${me.id}`, ctx.config.rateLimits.uploads);
        const file = await uploadedFile(request);
        const row = await saveUpload(ctx.db, ctx.config.dataDir, me.id, file);
        return reply.status(201).send(presentUpload(row, sign));
      },
    );

    // Only signed addresses are served (decision 025): the answers that show an image to someone
    // allowed to see it sign it for them; nobody else can make a signature.
    app.get(
      '/uploads/:name',
      {
        schema: {
          params: z.object({ name: z.string() }),
          querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        if (!UPLOAD_NAME.test(name)) throw notFound('Upload not found');
        const { exp, sig } = request.query;
        const left = secondsLeft(key, name, exp, sig, ctx.clock());
        if (left === undefined) throw forbidden(MSG_UPLOAD_LINK);
        const found = await openUpload(ctx.db, ctx.config.dataDir, name);
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
            // Someone's own photo: kept by their browser only, and no longer than the link lives.
            'cache-control': `private, max-age=${left}`,
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
