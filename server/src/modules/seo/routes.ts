import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { companyPagesSlice, countCompanyPages } from './data.ts';
import {
  robotsTxt,
  SITEMAP_MAX_URLS,
  type SitemapUrl,
  STATIC_PAGES,
  sitemapFiles,
  sitemapIndexXml,
  sitemapSlice,
  urlsetXml,
} from './sitemap.ts';

/** A sitemap is read again after this long; crawlers are told to keep it as long. */
export const SITEMAP_TTL_MS = 15 * 60 * 1000;
/** Files kept at once: each of 50,000 addresses is a few megabytes. */
const CACHED_FILES = 4;
const MSG_PAGE = 'Page must be a whole number from 1';

const sitemapQuery = z.object({
  page: z.coerce
    .number(MSG_PAGE)
    .int(MSG_PAGE)
    .min(1, MSG_PAGE)
    .max(1_000_000, MSG_PAGE)
    .optional(),
});

/** Answers kept for SITEMAP_TTL_MS, at most CACHED_FILES of them, the oldest dropped first. */
class TimedCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < SITEMAP_TTL_MS) return hit.value;
    const value = make();
    // A failed read is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > CACHED_FILES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

/**
 * `/sitemap.xml` and `/robots.txt` (decision 065): every business page and the public lists, for
 * search engines. Past 50,000 addresses the sitemap is an index of files `?page=1…`, each read
 * as one slice of the businesses in key order; answers are kept for a quarter of an hour.
 */
export const seoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const perFile = ctx.config.sitemapUrls ?? SITEMAP_MAX_URLS;
    const publicUrl = ctx.config.publicUrl;
    const files = new TimedCache<string>();
    const counts = new TimedCache<number>();
    const total = () =>
      counts.get('all', async () => STATIC_PAGES.length + (await countCompanyPages(ctx.db)));

    const urlset = async (page: number) => {
      const slice = sitemapSlice(page, perFile);
      const rows = await companyPagesSlice(ctx.db, slice.offset, slice.limit);
      const urls: SitemapUrl[] = [
        ...slice.statics.map((p) => ({ loc: `${publicUrl}${p}` })),
        ...rows.map((r) => ({ loc: `${publicUrl}/company/${r.id}`, lastmod: r.updatedAt })),
      ];
      return urlsetXml(urls);
    };

    app.get('/sitemap.xml', { schema: { querystring: sitemapQuery } }, async (request, reply) => {
      const pages = sitemapFiles(await total(), perFile);
      const { page } = request.query;
      if (page !== undefined && page > pages) throw notFound(`The sitemap has ${pages} page(s)`);
      const xml =
        page === undefined && pages > 1
          ? sitemapIndexXml(
              Array.from({ length: pages }, (_, i) => `${publicUrl}/sitemap.xml?page=${i + 1}`),
            )
          : await files.get(String(page ?? 1), () => urlset(page ?? 1));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
        .send(xml);
    });

    const robots = robotsTxt(publicUrl);
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robots),
    );
  };
