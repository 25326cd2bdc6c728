import type { CompanyView } from '@slotmap/domain/company-view';
import type { Language } from '@slotmap/domain/language';
import { escapeHtml } from '../../http/html.ts';
import { translateMessage } from '../../i18n/english-messages.ts';
import { localBusinessJsonLd, scriptJson } from './json-ld.ts';
import { seoWords } from './words.ts';

export const SITE_NAME = 'Slotmap';
/** Search engines cut descriptions at about this length; a longer one ends in an ellipsis. */
const DESCRIPTION_MAX = 160;

/** What a page's `<head>` says about it: to people (the tab), search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute, under PUBLIC_URL. */
  canonical: string;
  /** The language the page is drawn in: its head's words and link previews' `og:locale`. */
  language: Language;
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

/**
 * `/company/{id}`: named for the business and its town, described by its own words; the rest in
 * the reader's language (the category's name too, as the page shows it).
 */
export function companyHead(company: CompanyView, publicUrl: string, language: Language): PageHead {
  const canonical = `${publicUrl}/company/${company._id}`;
  const where = place(company);
  const stored = company.subcategory || company.category;
  const values = {
    name: company.name,
    place: where,
    kind: stored ? translateMessage(stored, language).toLowerCase() : '',
  };
  const intro = stored
    ? where
      ? 'seo.company.introKindAt'
      : 'seo.company.introKind'
    : where
      ? 'seo.company.introAt'
      : 'seo.company.intro';
  const fallback = `${seoWords(language, intro, values)} ${seoWords(language, 'seo.company.invite')}`;
  return {
    title: seoWords(language, where ? 'seo.company.titleAt' : 'seo.company.title', values),
    description: summary(company.description || fallback),
    canonical,
    language,
    jsonLd: localBusinessJsonLd(company, canonical),
  };
}

/** The business page of an id that names no business. */
export const missingCompanyHead = (
  publicUrl: string,
  path: string,
  language: Language,
): PageHead => ({
  title: seoWords(language, 'seo.missing.title'),
  description: seoWords(language, 'seo.missing.description'),
  canonical: `${publicUrl}${path}`,
  language,
  noindex: true,
});

/** `/`, `/find` and `/companies`; the address of a list is the list, whatever its filters. */
export function publicPageHead(
  path: '/' | '/find' | '/companies',
  publicUrl: string,
  language: Language,
): PageHead {
  const say = (id: Parameters<typeof seoWords>[1]) => seoWords(language, id);
  const words = {
    '/': { title: say('seo.home.title'), description: say('seo.home.description') },
    '/find': { title: say('seo.find.title'), description: say('seo.find.description') },
    '/companies': {
      title: say('seo.companies.title'),
      description: say('seo.companies.description'),
    },
  }[path];
  return { ...words, canonical: `${publicUrl}${path}`, language };
}

/** Open Graph names a language with its country, joined by an underscore. */
const OG_LOCALES: Record<Language, string> = { en: 'en_CA', fr: 'fr_CA' };

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
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}
