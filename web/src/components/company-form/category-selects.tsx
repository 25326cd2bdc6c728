import { Select, SimpleGrid } from '@mantine/core';
import { CATEGORY_NAMES, subcategoriesOf } from '@slotmap/domain/categories';
import type { ReactNode } from 'react';

interface CategorySelectsProps {
  category: string;
  subcategory: string;
  onChange: (next: { category: string; subcategory: string }) => void;
  errors?: { category?: ReactNode; subcategory?: ReactNode };
}

/** Category and subcategory (spec §4: choosing a category resets the subcategory). */
export function CategorySelects({ category, subcategory, onChange, errors }: CategorySelectsProps) {
  const subcategories = subcategoriesOf(category);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label="Category"
        placeholder="Choose a category"
        required
        searchable
        data={CATEGORY_NAMES}
        value={category || null}
        error={errors?.category}
        onChange={(v) => onChange({ category: v ?? '', subcategory: '' })}
      />
      <Select
        label="Subcategory"
        placeholder={category ? 'Choose a subcategory' : 'Choose a category first'}
        required={subcategories.length > 0}
        disabled={subcategories.length === 0}
        data={subcategories}
        value={subcategory || null}
        error={errors?.subcategory}
        onChange={(v) => onChange({ category, subcategory: v ?? '' })}
      />
    </SimpleGrid>
  );
}
