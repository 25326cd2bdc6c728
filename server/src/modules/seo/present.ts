import type { CompanyView } from '@slotmap/domain/company-view';
import { escapeHtml } from '../../http/html.ts';
import { localBusinessJsonLd, scriptJson } from './json-ld.ts';

export const SITE_NAME = 'Slotmap';
/** Search engines cut descriptions at about this length; a longer one ends in an ellipsis. */
const DESCRIPTION_MAX = 160;

/** What a page's `<head>` says about it: to people (the tab), search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute, under PUBLIC_URL. */
  canonical: string;
  /** A page that must not be listed (a business that does not exist). */
  noindex?: boolean;
  /** schema.org data about what the page shows. */
  jsonLd?: object;
}

/** Whitespace made single and the text cut at a word, for a description. */
function summary(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')) || cut;
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`;
}

const place = (c: CompanyView) => [c.location.city, c.location.province].filter(Boolean).join(', ');

/** `/company/{id}`: named for the business and its town, described by its own words. */
export function companyHead(company: CompanyView, publicUrl: string): PageHead {
  const canonical = `${publicUrl}/company/${company._id}`;
  const where = place(company);
  const kind = company.subcategory || company.category;
  const fallback = [
    `${company.name}${kind ? `, ${kind.toLowerCase()}` : ''}${where ? ` in ${where}` : ''}.`,
    'See the opening hours and services, and book an appointment online.',
  ].join(' ');
  return {
    title: `${company.name}${where ? ` · ${where}` : ''} | ${SITE_NAME}`,
    description: summary(company.description || fallback),
    canonical,
    jsonLd: localBusinessJsonLd(company, canonical),
  };
}

/** The business page of an id that names no business. */
export const missingCompanyHead = (publicUrl: string, path: string): PageHead => ({
  title: `Page Not Found | ${SITE_NAME}`,
  description: 'Sorry, this page does not exist.',
  canonical: `${publicUrl}${path}`,
  noindex: true,
});

const PAGE_HEADS: Record<string, Omit<PageHead, 'canonical'>> = {
  '/': {
    title: `${SITE_NAME}: book local appointments in minutes`,
    description:
      'Find dentists, clinics, salons and studios near you in Canada and the United States, see who is open, and book the time that suits you.',
  },
  '/find': {
    title: `Find appointments near you | ${SITE_NAME}`,
    description:
      'Businesses around you on a map and in a list, with their next free time: filter by category, day and part of day, and book online.',
  },
  '/companies': {
    title: `Companies | ${SITE_NAME}`,
    description:
      'Every business on Slotmap: search by name, city or category, see opening hours and services, and book an appointment.',
  },
};

/** `/`, `/find` and `/companies`; the address of a list is the list, whatever its filters. */
export function publicPageHead(path: '/' | '/find' | '/companies', publicUrl: string): PageHead {
  return { ...PAGE_HEADS[path], canonical: `${publicUrl}${path}` };
}

/** The `<head>` elements of a page, every value escaped. */
export function headHtml(head: PageHead): string {
  const text = escapeHtml;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${text(value)}" />`;
  const lines = [
    `<title>${text(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${text(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}
