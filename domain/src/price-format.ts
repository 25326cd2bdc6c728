import { type Language, LOCALES } from './language.ts';

/**
 * Prices are dollars as the business wrote them, in Canada or the US alike; no currency is
 * converted. The currency code only picks how each language writes a dollar amount: the dollar of
 * the locale's own country is written as a bare "$" ("$28.00" in en-US, "28,00 $" in fr-CA),
 * where the other one would read "US$" or "CA$".
 */
const DOLLAR: Record<Language, string> = { en: 'USD', fr: 'CAD' };

const formats = new Map<Language, Intl.NumberFormat>();

/** A price in the reader's language: 28 → "$28.00" in English, "28,00 $" in French. */
export function formatPrice(dollars: number | string, language: Language = 'en'): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: DOLLAR[language],
    });
    formats.set(language, format);
  }
  return format.format(Number(dollars));
}
