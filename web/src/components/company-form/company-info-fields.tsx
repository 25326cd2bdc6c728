import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { digitsInputProps, type TextField } from '../input-masks.ts';
import { AddressFields } from './address-fields.tsx';
import { CategorySelects } from './category-selects.tsx';
import type { CompanyFormValues } from './company-values.ts';
import { clearedCoordinates, locationFromPlace } from './location.ts';

/**
 * The business form's sections (spec §2): Business Information with social links, and Address.
 * Shared by the Add Business modal and the Business Information tab.
 */
export function CompanyInfoFields({
  form,
  streetRequired,
}: {
  form: UseFormReturnType<CompanyFormValues>;
  /** The admin's Add Business form requires a street address (spec business §5). */
  streetRequired?: boolean;
}) {
  const values = form.getValues();

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Business Information
        </Title>
        <TextInput label="Company Name" required maxLength={50} {...form.getInputProps('name')} />
        <DescriptionField form={form} />
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
          <WebsiteField form={form} />
        </SimpleGrid>
        <CategorySelects form={form} />
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
          streetRequired={streetRequired}
          streetError={form.errors.street_address}
          onPick={(place) => {
            form.setValues(locationFromPlace(place));
            for (const f of [
              'lat',
              'lng',
              'city',
              'province',
              'country',
              'street_address',
            ] as const)
              form.clearFieldError(f);
          }}
          onType={() => form.setValues(clearedCoordinates)}
          onStreet={(field, v) => form.setFieldValue(field, v)}
        />
      </Stack>
    </Stack>
  );
}

/** The business's description, as its page shows it. */
export function DescriptionField<V extends { description: string }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  return (
    <Textarea
      label="Description"
      autosize
      minRows={2}
      maxLength={1000}
      {...form.getInputProps('description' as TextField<V>)}
    />
  );
}

/** The business's own website. */
export function WebsiteField<V extends { website: string }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  return (
    <TextInput
      label="Website"
      type="url"
      placeholder="https://"
      {...form.getInputProps('website' as TextField<V>)}
    />
  );
}
