import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { digitsInputProps } from '../input-masks.ts';
import { AddressFields } from './address-fields.tsx';
import { CategorySelects } from './category-selects.tsx';
import type { CompanyFormValues } from './company-values.ts';
import { clearedCoordinates, locationFromPlace } from './location.ts';

/**
 * The business form's sections (spec §2): Business Information with social links, and Address.
 * Shared by the Add Business modal and the Business Information tab.
 */
export function CompanyInfoFields({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const values = form.getValues();

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Business Information
        </Title>
        <TextInput label="Company Name" required maxLength={50} {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel"
            {...digitsInputProps(form, 'phone')}
          />
          <TextInput
            label="Fax"
            type="tel"
            inputMode="numeric"
            {...digitsInputProps(form, 'fax')}
          />
          <TextInput
            label="Website"
            type="url"
            placeholder="https://"
            {...form.getInputProps('website')}
          />
        </SimpleGrid>
        <CategorySelects
          category={values.category}
          subcategory={values.subcategory}
          errors={{ category: form.errors.category, subcategory: form.errors.subcategory }}
          onChange={(next) => {
            form.setValues(next);
            form.clearFieldError('category');
            form.clearFieldError('subcategory');
          }}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Social
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Facebook"
            placeholder="facebook.com/…"
            {...form.getInputProps('facebook')}
          />
          <TextInput
            label="Twitter"
            placeholder="twitter.com/…"
            {...form.getInputProps('twitter')}
          />
          <TextInput
            label="LinkedIn"
            placeholder="linkedin.com/…"
            {...form.getInputProps('linkedin')}
          />
          <TextInput
            label="Instagram"
            placeholder="instagram.com/…"
            {...form.getInputProps('instagram')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Address
        </Title>
        <AddressFields
          value={values}
          error={form.errors.lat ?? form.errors.lng ?? form.errors.city}
          onPick={(place) => {
            form.setValues(locationFromPlace(place));
            for (const f of ['lat', 'lng', 'city', 'province', 'country'] as const)
              form.clearFieldError(f);
          }}
          onType={() => form.setValues(clearedCoordinates)}
          onStreet={(field, v) => form.setFieldValue(field, v)}
        />
      </Stack>
    </Stack>
  );
}
