import { LANGUAGE_TAGS } from '@slotmap/domain/language';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { readerLanguage } from '../i18n/request-language.ts';
import { timeZoneAt } from '../integrations/places/time-zone.ts';
import {
  companyHead,
  headHtml,
  missingCompanyHead,
  type PageHead,
  publicPageHead,
} from '../modules/seo/present.ts';
import type { PageRenderer } from './page-renderer.ts';
import { pageReads, visitorCompany } from './page-reads.ts';

/**
 * Whose clock a page is drawn by when nothing says where the reader is: /find's own default
 * centre, downtown Toronto. The browser reads its own zone once the page has hydrated.
 */
const DEFAULT_READER_ZONE = 'America/Toronto';

/** The zone of the point /find searches around, when the address names one. */
function zoneOfSearch(query: Record<string, string | undefined>): string {
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  if (!query.lat || !query.lng) return DEFAULT_READER_ZONE;
  try {
    return timeZoneAt(lat, lng);
  } catch {
    return DEFAULT_READER_ZONE;
  }
}

/**
 * The public pages, drawn on the server for people without JavaScript yet and for search engines
 * (decision 065): `/` (and `/home`), `/find`, `/companies` and a business's page. Every other
 * address is the browser's to draw (the SPA fallback in app.ts). A business that does not exist
 * is a 404 page, as the API's 404.
 */
export const pageRoutes =
  (ctx: AppContext, renderer: PageRenderer): FastifyPluginAsync =>
  async (app) => {
    const { publicUrl } = ctx.config;

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: { status?: number; head: PageHead; zone: string; known?: Record<string, unknown> },
      now = ctx.clock(),
    ) => {
      const { language } = page.head;
      const body = renderer.page(request.url, {
        head: headHtml(page.head),
        language,
        read: pageReads(ctx, now, page.known),
        clock: { now: now.getTime(), viewerZone: page.zone },
        log: request.log,
      });
      return (
        reply
          .status(page.status ?? 200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          // The same address is drawn in each reader's language (its cookie, else its browser's).
          .header('vary', 'Accept-Language, Cookie')
          .header('content-language', LANGUAGE_TAGS[language])
          .send(body)
      );
    };

    const home = (request: FastifyRequest, reply: FastifyReply) =>
      send(request, reply, {
        head: publicPageHead('/', publicUrl, readerLanguage(request)),
        zone: DEFAULT_READER_ZONE,
      });
    app.get('/', home);
    app.get('/home', home);

    app.get('/find', (request, reply) =>
      send(request, reply, {
        head: publicPageHead('/find', publicUrl, readerLanguage(request)),
        zone: zoneOfSearch(request.query as Record<string, string | undefined>),
      }),
    );

    app.get('/companies', (request, reply) =>
      send(request, reply, {
        head: publicPageHead('/companies', publicUrl, readerLanguage(request)),
        zone: DEFAULT_READER_ZONE,
      }),
    );

    const companyPage = async (
      request: FastifyRequest<{ Params: { id: string } }>,
      reply: FastifyReply,
    ) => {
      const now = ctx.clock();
      const { id } = request.params;
      const company = await visitorCompany(ctx, id, now);
      if (!company) {
        const path = request.url.split('?')[0];
        const head = missingCompanyHead(publicUrl, path, readerLanguage(request));
        return send(request, reply, { status: 404, head, zone: DEFAULT_READER_ZONE }, now);
      }
      // The page's read of the business is the one just made for its head.
      const known = { [`/company/${id}`]: company };
      const head = companyHead(company, publicUrl, readerLanguage(request));
      return send(request, reply, { head, zone: company.time_zone, known }, now);
    };
    app.get('/company/:id', companyPage);
    app.get('/share/company/:id', companyPage);
  };
