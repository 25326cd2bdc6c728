import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One route of the server as it registered itself: `GET /api/company/:id` and its schemas. */
export interface RouteEntry {
  key: string;
  method: string;
  url: string;
  schema: FastifySchema;
}

/**
 * The routes a test covers: the API, the development pages that exist in its config, and the
 * sitemap and robots.txt (the pages drawn on the server exist only beside a web build).
 */
const COVERED = /^\/(api|dev)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/**
 * Builds an app and records every route it registers, through Fastify's `onRoute` hook added the
 * moment the instance is created (the `fastify.initialization` diagnostics channel), so no route
 * registered by any plugin is missed and app.ts needs no test-only option.
 *
 * Fastify adds a HEAD twin to every GET; it answers what the GET answers, so it is not listed.
 */
export async function withRouteTable<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RouteEntry[] }> {
  const found = new Map<string, RouteEntry>();
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      // Fastify reuses and rewrites this object (prefixed twins), so copy what is needed now.
      const url = route.url;
      if (!url || !COVERED.test(url)) return;
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      for (const method of methods) {
        const key = `${method} ${url}`;
        found.set(key, { key, method, url, schema: route.schema ?? {} });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    const built = await build();
    return { built, routes: [...found.values()] };
  } finally {
    channel.unsubscribe(onInit);
  }
}
