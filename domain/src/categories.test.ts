import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import french from './messages/fr/categories.json';

describe('the categories’ French display names (decision 069)', () => {
  const names = CATEGORIES.flatMap((c) => [
    c.category_name,
    ...c.sub_category_name.map((s) => s.text),
  ]);

  it('names every category and subcategory in French, and nothing else', () => {
    expect(names.filter((name) => !(name in french))).toEqual([]);
    expect(Object.keys(french).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('writes them as Quebec does, with the typographic apostrophe', () => {
    const fr = french as Record<string, string>;
    expect(fr['Massage Therapy']).toBe('Massothérapie');
    expect(fr['Walk-in Clinic']).toBe('Clinique sans rendez-vous');
    expect(Object.values(fr).filter((name) => name.includes("'"))).toEqual([]);
  });
});
