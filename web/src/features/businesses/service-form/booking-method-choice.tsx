import { Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { servicesMessages } from '../settings/messages.ts';
import {
  BOOKING_METHODS,
  type BookingMethod,
  chooseMethod,
  methodOf,
  type ServiceFormValues,
} from './service-values.ts';

/** Each method's name and what it means for customers, as ids of the catalogue. */
const WORDS = {
  book_online: { name: 'services.method.online', help: 'services.method.online.help' },
  call_to_book: { name: 'services.method.call', help: 'services.method.call.help' },
  book_site: { name: 'services.method.site', help: 'services.method.site.help' },
} as const satisfies Record<BookingMethod, { name: string; help: string }>;

/** The three booking methods as one choice: turning one on turns the others off (spec §4). */
export function BookingMethodChoice({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const t = useT(servicesMessages);
  const values = form.getValues();
  const method = methodOf(values);
  const choose = (value: string) => {
    form.setValues(chooseMethod(form.getValues(), value as BookingMethod));
    form.clearFieldError('book_online');
    form.clearFieldError('book_site_link');
  };

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('services.method.label')}
        value={method ?? ''}
        onChange={choose}
        error={form.errors.book_online}
        required
      >
        <Stack gap="xs" mt={6}>
          {BOOKING_METHODS.map((m) => (
            <Radio key={m} value={m} label={t(WORDS[m].name)} description={t(WORDS[m].help)} />
          ))}
        </Stack>
      </Radio.Group>
      {values.book_site && (
        <TextInput
          label={t('services.method.siteLink')}
          type="url"
          placeholder={t('services.method.siteLink.placeholder')}
          required
          {...form.getInputProps('book_site_link')}
        />
      )}
    </Stack>
  );
}
