import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { errorBody } from '../http/errors.ts';
import { browserDrawnAnswer } from './loading-shell.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { pageRoutes } from './page-routes.ts';

/**
 * The built web app: the public pages drawn on the server (decision 065), and every other non-/api
 * GET falling back to index.html (client-side routes).
 */
export async function serveWebApp(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string | undefined,
) {
  const hasWeb = Boolean(webDist && existsSync(join(webDist, 'index.html')));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is a page the server draws, not the bare index.html.
      index: false,
      // The build writes .br and .gz beside each text file (scripts/compress-dist.mjs): sent to
      // browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names assets by content hash: they never change, index.html always may.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const renderer = await loadPageRenderer(webDist, app.log);
    if (renderer) await app.register(pageRoutes(ctx, renderer));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (
      webDist &&
      hasWeb &&
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api'
    ) {
      const answer = await browserDrawnAnswer(webDist, request.headers['accept-encoding']);
      if (answer.encoding) reply.header('content-encoding', answer.encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(answer.body);
    }
    return reply.status(404).send(errorBody(`No route for ${request.method} ${path}`));
  });
}
