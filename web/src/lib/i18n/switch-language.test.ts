import { describe, expect, it } from 'vitest';
import { activeLanguage } from './active-language.ts';
import { defineCatalogue } from './catalogue.ts';
import { switchLanguage } from './switch-language.ts';

describe('switchLanguage', () => {
  it('applies the language asked for last, whichever words arrive first', async () => {
    let englishArrives = () => {};
    const englishLate = new Promise<void>((resolve) => {
      englishArrives = resolve;
    });
    defineCatalogue('slow', {
      en: async () => {
        await englishLate;
        return { default: { 'slow.x': 'X' } };
      },
      fr: async () => ({ default: { 'slow.x': 'X' } }),
    });
    await switchLanguage('fr');
    // The account's English is asked for, then the person taps French before it has loaded.
    const toEnglish = switchLanguage('en');
    const toFrench = switchLanguage('fr');
    await toFrench;
    englishArrives();
    await toEnglish;
    expect(activeLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
