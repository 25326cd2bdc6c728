import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SERVICE_DURATIONS } from '@slotmap/domain/service-basics';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { servicesMessages } from '../settings/messages.ts';
import { BookingMethodChoice } from './booking-method-choice.tsx';
import { BookingRulesFields } from './booking-rules-fields.tsx';
import { IntakeBuilder } from './intake-builder.tsx';
import { priceInput, priceShown, type ServiceFormValues } from './service-values.ts';

interface ServiceFieldsProps {
  form: UseFormReturnType<ServiceFormValues>;
  /** The intake builder shows for "Book Through Integrated Calendar". */
  withIntake?: boolean;
}

/** A service's fields, shared by the sign-up wizard and the add/edit service page. */
export function ServiceFields({ form, withIntake = false }: ServiceFieldsProps) {
  const t = useT(servicesMessages);
  const language = useLanguage();
  const values = form.getValues();
  const durationOptions = SERVICE_DURATIONS.map((d) => ({
    value: String(d),
    label: t('services.fields.minutes', { minutes: d }),
  }));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('services.fields.name')}
        required
        maxLength={50}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('services.fields.description')}
        required
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('services.fields.price')}
          required
          inputMode="decimal"
          // "$ 28.50" in English, "28,50 $" in French.
          {...(language === 'fr' ? { rightSection: '$' } : { leftSection: '$' })}
          placeholder={priceShown('0.00', language)}
          {...form.getInputProps('price')}
          value={priceShown(values.price, language)}
          onChange={(e) => form.setFieldValue('price', priceInput(e.currentTarget.value, language))}
        />
        <Select
          label={t('services.fields.duration')}
          data={durationOptions}
          allowDeselect={false}
          {...form.getInputProps('service_duration')}
        />
      </SimpleGrid>
      <BookingMethodChoice form={form} />
      {values.book_online && <BookingRulesFields form={form} />}
      {withIntake && values.book_online && <IntakeBuilder form={form} />}
    </Stack>
  );
}
