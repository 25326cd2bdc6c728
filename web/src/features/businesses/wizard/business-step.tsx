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
import type { BusinessFormValues } from './wizard-values.ts';

const calendarOptions = [
  { value: 'none', label: 'None' },
  { value: 'calandly', label: 'Calendly' },
  { value: 'janeapp', label: 'JaneApp' },
];

/** Wizard step 2: category, the address from the address search, website and description. */
export function BusinessStep({ form }: { form: UseFormReturnType<BusinessFormValues> }) {
  const values = form.getValues();
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
          label="Online booking calendar (optional)"
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
            label={values.calendartype === 'janeapp' ? 'JaneApp URL' : 'Calendly URL'}
            type="url"
            placeholder="https://"
            {...form.getInputProps('calendarurl')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
