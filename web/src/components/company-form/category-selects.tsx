import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { subcategoriesOf } from '@slotmap/domain/categories';
import { useLanguage, useLoaded, useT } from '../../lib/i18n/use-t.tsx';
import { categoryChoices, categoryNames, categoryOptions } from '../categories/category-name.ts';
import { categoriesMessages } from '../categories/messages.ts';

interface CategoryValues {
  category: string;
  subcategory: string;
}

/**
 * A business's category and subcategory (spec §4: choosing a category resets the subcategory);
 * a choice clears both fields' messages. Names are shown in the reader's language; the values
 * stay the stored English names (decision 069).
 */
export function CategorySelects<V extends CategoryValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const t = useT(categoriesMessages);
  const language = useLanguage();
  useLoaded(language, [categoryNames]);
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
        label={t('categories.category')}
        placeholder={t('categories.chooseCategory')}
        required
        searchable
        data={categoryChoices(language)}
        value={category || null}
        error={errors.category}
        onChange={(v) => onChange({ category: v ?? '', subcategory: '' })}
      />
      <Select
        label={t('categories.subcategory')}
        placeholder={t(
          category ? 'categories.chooseSubcategory' : 'categories.chooseCategoryFirst',
        )}
        required={subcategories.length > 0}
        disabled={subcategories.length === 0}
        data={categoryOptions(subcategories, language)}
        value={subcategory || null}
        error={errors.subcategory}
        onChange={(v) => onChange({ category, subcategory: v ?? '' })}
      />
    </SimpleGrid>
  );
}
