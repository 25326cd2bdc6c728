import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORY_NAMES, subcategoriesOf } from '@slotmap/domain/categories';

interface CategoryValues {
  category: string;
  subcategory: string;
}

/**
 * A business's category and subcategory (spec §4: choosing a category resets the subcategory);
 * a choice clears both fields' messages.
 */
export function CategorySelects<V extends CategoryValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { category, subcategory } = form.getValues();
  const { errors } = form;
  const onChange = (next: CategoryValues) => {
    // V holds both fields; Mantine cannot see that through the generic.
    form.setValues(next as Partial<V>);
    form.clearFieldError('category');
    form.clearFieldError('subcategory');
  };
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
        error={errors.category}
        onChange={(v) => onChange({ category: v ?? '', subcategory: '' })}
      />
      <Select
        label="Subcategory"
        placeholder={category ? 'Choose a subcategory' : 'Choose a category first'}
        required={subcategories.length > 0}
        disabled={subcategories.length === 0}
        data={subcategories}
        value={subcategory || null}
        error={errors.subcategory}
        onChange={(v) => onChange({ category, subcategory: v ?? '' })}
      />
    </SimpleGrid>
  );
}
