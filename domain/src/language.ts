/**
 * The languages Slotmap speaks (docs/decisions/069): English, and French as Canada writes it. The
 * same negotiation on both sides, so the page the server draws is in the language the browser
 * then keeps.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The Intl locale each language formats dates, times, prices and numbers in. English keeps the
 * formatting the app always had (en-US: "Tuesday, March 3, 2026", "$28.00"); French is Canada's
 * ("mardi 3 mars 2026", "14 h 30", "28,00 $").
 */
export const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

/** The page's and each mail's `lang`: English as Canada and the US share it, French of Canada. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

/** The cookie the language switch sets, so the server draws public pages in that language. */
export const LANGUAGE_COOKIE = 'slotmap-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of a reader's preferred language tags ('fr-CA', 'en-US', 'fr') that Slotmap speaks. */
export function languageOfTags(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The language an `Accept-Language` header asks for ('fr-CA,fr;q=0.9,en;q=0.8'), by quality and
 * then by order; undefined when it names none Slotmap speaks.
 */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return languageOfTags(ranked.map((r) => r.tag));
}

/** The value of the language cookie in a `Cookie` header, when it names a language. */
export function languageOfCookie(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}
