import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../test/language.ts';
import { renderElement } from '../../test/render.tsx';
import { CategorySelects } from './category-selects.tsx';

let values: { category: string; subcategory: string } = { category: '', subcategory: '' };

function Form() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { category: '', subcategory: '' },
    onValuesChange: (next) => {
      values = next;
    },
  });
  return <CategorySelects form={form} />;
}

describe('CategorySelects', () => {
  it('chooses by the English names in English', async () => {
    renderElement(<Form />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Choose a category first')).toBeTruthy();
  });

  it('shows French names in French, and keeps the stored English names as the values', async () => {
    await readIn('fr');
    const user = userEvent.setup();
    renderElement(<Form />);
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Choisissez d’abord une catégorie')).toBeTruthy();

    await user.click(screen.getByPlaceholderText('Choisissez une catégorie'));
    await user.click(await screen.findByRole('option', { name: 'Massothérapie', hidden: true }));
    expect(values.category).toBe('Massage Therapy');
    expect(screen.getByDisplayValue('Massothérapie')).toBeTruthy();

    await user.click(screen.getByPlaceholderText('Choisissez une sous-catégorie'));
    await user.click(
      await screen.findByRole('option', { name: 'Massage des tissus profonds', hidden: true }),
    );
    expect(values).toEqual({ category: 'Massage Therapy', subcategory: 'Deep Tissue' });
  });
});
