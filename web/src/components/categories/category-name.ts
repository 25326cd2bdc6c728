import { CATEGORY_NAMES } from '@slotmap/domain/categories';
import type { Language } from '@slotmap/domain/language';
import { i18nOf } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';
import { useLanguage, useLoaded } from '../../lib/i18n/use-t.tsx';

/**
 * The categories' and subcategories' display names (decision 069): stored and put in URLs as the
 * spec names them, in English; shown in the reader's language. Their French is a catalogue keyed
 * by the English name (`domain/src/messages/fr/categories.json`), declared here so whatever shows
 * a category loads it with its code, in French only.
 */
export const categoryNames = domainMessages('categories');

/** A category's or subcategory's name as `language` shows it: 'Massage Therapy' → 'Massothérapie'. */
export function categoryName(name: string, language: Language): string {
  if (language === 'en' || !name) return name;
  const i18n = i18nOf(language);
  // A name the catalogue lacks (one stored before the list changed) is shown as stored.
  return name in i18n.messages ? i18n._(name) : name;
}

/** A select's choices: the stored name as the value, its display name as the label. */
export const categoryOptions = (names: readonly string[], language: Language) =>
  names.map((name) => ({ value: name, label: categoryName(name, language) }));

/**
 * How many categories the spec puts before the alphabetical ones. Counted when first asked, with
 * one collator: a `localeCompare` with a locale makes a collator per call, and on a phone fifty of
 * them held up every page that shows a category name.
 */
let leadingCategories: number | undefined;
function leadingCount(): number {
  if (leadingCategories === undefined) {
    const english = new Intl.Collator('en');
    let start = CATEGORY_NAMES.length - 1;
    while (start > 0 && english.compare(CATEGORY_NAMES[start - 1], CATEGORY_NAMES[start]) < 0)
      start -= 1;
    leadingCategories = start;
  }
  return leadingCategories;
}

/**
 * The categories as a select offers them. The spec lists Dental, General and Medical first and
 * the rest alphabetically; in another language the same ones come first and the rest are
 * alphabetical by the names shown, so a French list reads in French order. Subcategories keep the
 * spec's order, which is by kind, not by name.
 */
export function categoryChoices(language: Language) {
  const options = categoryOptions(CATEGORY_NAMES, language);
  if (language === 'en') return options;
  const leading = leadingCount();
  const first = options.slice(0, leading);
  const collator = new Intl.Collator(language);
  const rest = options.slice(leading).sort((a, b) => collator.compare(a.label, b.label));
  return [...first, ...rest];
}

/** `categoryName` in the language this part is drawn in (waits for the names to be in). */
export function useCategoryName(): (name: string) => string {
  const language = useLanguage();
  useLoaded(language, [categoryNames]);
  return (name) => categoryName(name, language);
}
