import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { digitsInputProps, type TextField } from '../input-masks.ts';
import { AddressFields } from './address-fields.tsx';
import { CategorySelects } from './category-selects.tsx';
import type { CompanyFormValues } from './company-values.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { clearedCoordinates, locationFromPlace } from './location.ts';
import { companyFormMessages } from './messages.ts';

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
  const t = useT(companyFormMessages);
  const values = form.getValues();

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('companyForm.info.title')}
        </Title>
        <TextInput
          label={t('companyForm.info.name')}
          required
          maxLength={50}
          {...form.getInputProps('name')}
        />
        <DescriptionField form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('companyForm.info.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('companyForm.info.phone')}
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel"
            {...digitsInputProps(form, 'phone')}
          />
          <TextInput
            label={t('companyForm.info.fax')}
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
          {t('companyForm.social.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('companyForm.social.facebook')}
            placeholder={t('companyForm.social.facebookPlaceholder')}
            {...form.getInputProps('facebook')}
          />
          <TextInput
            label={t('companyForm.social.twitter')}
            placeholder={t('companyForm.social.twitterPlaceholder')}
            {...form.getInputProps('twitter')}
          />
          <TextInput
            label={t('companyForm.social.linkedin')}
            placeholder={t('companyForm.social.linkedinPlaceholder')}
            {...form.getInputProps('linkedin')}
          />
          <TextInput
            label={t('companyForm.social.instagram')}
            placeholder={t('companyForm.social.instagramPlaceholder')}
            {...form.getInputProps('instagram')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('companyForm.address.title')}
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
  const t = useT(companyFormMessages);
  return (
    <Textarea
      label={t('companyForm.info.description')}
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
  const t = useT(companyFormMessages);
  return (
    <TextInput
      label={t('companyForm.info.website')}
      type="url"
      placeholder={t('companyForm.info.urlPlaceholder')}
      {...form.getInputProps('website' as TextField<V>)}
    />
  );
}
