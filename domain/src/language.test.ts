import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageOfCookie, languageOfHeader, languageOfTags } from './language.ts';
import { formatPrice } from './price-format.ts';

describe('languageOfHeader', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    // Quality first, then order: French is preferred here although English comes first.
    ['en;q=0.5,fr-CA;q=0.9', 'fr'],
    ['de-DE,fr;q=0.7,en;q=0.6', 'fr'],
    ['FR', 'fr'],
    ['de,es', undefined],
    ['fr;q=0,en', 'en'],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

describe('languageOfTags', () => {
  it('takes the first tag Slotmap speaks, whatever its region', () => {
    expect(languageOfTags(['de-CH', 'fr_CA', 'en'])).toBe('fr');
    expect(languageOfTags(['es'])).toBeUndefined();
  });
});

describe('languageOfCookie', () => {
  it('reads the language cookie among others, and only a language Slotmap speaks', () => {
    expect(languageOfCookie(`a=1; ${LANGUAGE_COOKIE}=fr; b=2`)).toBe('fr');
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=de`)).toBeUndefined();
    expect(languageOfCookie('other=fr')).toBeUndefined();
    expect(languageOfCookie(undefined)).toBeUndefined();
  });
});

describe('formatPrice', () => {
  it('writes dollars as each language does', () => {
    expect(formatPrice(28)).toBe('$28.00');
    expect(formatPrice('45.5', 'en')).toBe('$45.50');
    // fr-CA: a comma for cents and a no-break space before the sign, which never starts a line.
    expect(formatPrice(28, 'fr')).toBe('28,00\u00a0$');
    expect(formatPrice(1234.5, 'fr')).toBe('1\u00a0234,50\u00a0$');
  });
});
