import { CATEGORY_NAMES } from '@slotmap/domain/categories';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../test/language.ts';
import { categoryChoices } from './category-name.ts';

describe('the category choices', () => {
  it('keep the spec’s order in English', () => {
    expect(categoryChoices('en').map((o) => o.value)).toEqual(CATEGORY_NAMES);
  });

  it('in French, keep the spec’s first three and sort the rest by their French names', async () => {
    await readIn('fr');
    const choices = categoryChoices('fr');
    expect(choices.map((o) => o.value).sort()).toEqual([...CATEGORY_NAMES].sort());
    expect(choices.slice(0, 3).map((o) => o.value)).toEqual(['Dental', 'General', 'Medical']);
    const rest = choices.slice(3).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr')));
    // Shown in French, stored in English: "Massothérapie" sorts among the M's, not "Massage".
    const massage = choices.find((o) => o.value === 'Massage Therapy');
    expect(massage?.label).toBe('Massothérapie');
    expect(rest).not.toEqual(
      CATEGORY_NAMES.slice(3).map((name) => choices.find((o) => o.value === name)?.label),
    );
  });
});
