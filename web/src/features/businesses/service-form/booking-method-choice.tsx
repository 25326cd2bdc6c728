import { Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BOOKING_METHODS,
  type BookingMethod,
  chooseMethod,
  methodOf,
  type ServiceFormValues,
} from './service-values.ts';

const LABELS: Record<BookingMethod, { label: string; description: string }> = {
  book_online: {
    label: 'Book Through Integrated Calendar',
    description: 'Customers pick a time on Slotmap and answer your intake questions.',
  },
  call_to_book: {
    label: 'Call to book',
    description: 'Customers see your phone number and call you.',
  },
  book_site: {
    label: 'Book on another site',
    description: 'Customers follow a link to your own booking page.',
  },
};

/** The three booking methods as one choice: turning one on turns the others off (spec §4). */
export function BookingMethodChoice({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
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
        label="Booking method"
        value={method ?? ''}
        onChange={choose}
        error={form.errors.book_online}
        required
      >
        <Stack gap="xs" mt={6}>
          {BOOKING_METHODS.map((m) => (
            <Radio key={m} value={m} label={LABELS[m].label} description={LABELS[m].description} />
          ))}
        </Stack>
      </Radio.Group>
      {values.book_site && (
        <TextInput
          label="Booking site URL"
          type="url"
          placeholder="https://"
          required
          {...form.getInputProps('book_site_link')}
        />
      )}
    </Stack>
  );
}
