import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressFields } from '../../../components/company-form/address-fields.tsx';
import { CategorySelects } from '../../../components/company-form/category-selects.tsx';
import {
  DescriptionField,
  WebsiteField,
} from '../../../components/company-form/company-info-fields.tsx';
import {
  clearedCoordinates,
  locationFromPlace,
} from '../../../components/company-form/location.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { businessWizardMessages } from './messages.ts';
import type { BusinessFormValues } from './wizard-values.ts';

/** Wizard step 2: category, the address from the address search, website and description. */
export function BusinessStep({ form }: { form: UseFormReturnType<BusinessFormValues> }) {
  const t = useT(businessWizardMessages);
  const values = form.getValues();
  const calendarOptions = [
    { value: 'none', label: t('businessWizard.business.calendarNone') },
    { value: 'calandly', label: t('businessWizard.business.calendly') },
    { value: 'janeapp', label: t('businessWizard.business.janeApp') },
  ];
  return (
    <Stack gap="sm">
      <CategorySelects form={form} />
      <AddressFields
        value={values}
        error={form.errors.lat ?? form.errors.lng}
        onPick={(place) => {
          form.setValues(locationFromPlace(place));
          form.clearErrors();
        }}
        onType={() => form.setValues(clearedCoordinates)}
        onStreet={(field, v) => form.setFieldValue(field, v)}
      />
      <WebsiteField form={form} />
      <DescriptionField form={form} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('businessWizard.business.calendar')}
          data={calendarOptions}
          allowDeselect={false}
          value={values.calendartype || 'none'}
          onChange={(v) =>
            form.setValues({
              calendartype: (v === 'none' ? '' : v) as BusinessFormValues['calendartype'],
              calendarurl: v === 'none' ? '' : values.calendarurl,
            })
          }
        />
        {values.calendartype && (
          <TextInput
            label={t(
              values.calendartype === 'janeapp'
                ? 'businessWizard.business.janeAppUrl'
                : 'businessWizard.business.calendlyUrl',
            )}
            type="url"
            placeholder={t('businessWizard.business.urlPlaceholder')}
            {...form.getInputProps('calendarurl')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
