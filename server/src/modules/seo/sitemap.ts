import { escapeHtml } from '../../http/html.ts';

/** The sitemaps protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages besides the businesses', listed first. */
export const STATIC_PAGES = ['/', '/find', '/companies'] as const;

export interface SitemapUrl {
  loc: string;
  /** When the page last changed, as a day. */
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const day = (d: Date) => d.toISOString().slice(0, 10);

/** One sitemap file: `<urlset>` of up to SITEMAP_MAX_URLS addresses. */
export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) =>
      `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The index of several sitemap files, when one cannot hold every address. */
export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** How many files `total` addresses take, `perFile` to a file. */
export const sitemapFiles = (total: number, perFile: number) =>
  Math.max(1, Math.ceil(total / perFile));

/**
 * What file `page` (from 1) lists when the static pages come first and every file holds `perFile`
 * addresses: its static pages, and an offset and a count into the businesses in id order.
 */
export function sitemapSlice(page: number, perFile: number) {
  const first = (page - 1) * perFile;
  const statics = STATIC_PAGES.slice(first, first + perFile);
  return {
    statics,
    offset: Math.max(0, first - STATIC_PAGES.length),
    limit: perFile - statics.length,
  };
}

/** Which areas crawlers may read, and where the sitemap is (robots.txt). */
export function robotsTxt(publicUrl: string): string {
  const private_ = [
    '/api/',
    '/dashboard',
    '/business',
    '/admin',
    '/superadmin',
    '/account',
    '/messages',
    '/bookings/',
    '/favorite',
    '/edit-profile',
    '/add-service',
    '/edit-service/',
    '/calendar/',
    '/dev/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...private_.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
