import { NumberInput, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHANGE_CUTOFF_MAX } from '@slotmap/domain/change-cutoff';
import type { CompanyFormValues } from '../company-form/company-values.ts';

/**
 * The business's change policy (docs/decisions/053): how many hours before the start customers
 * stop rescheduling and cancelling online. The owner is not bound by it.
 */
export function ChangePolicyField({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="change-policy">
      <Title order={2} fz="lg" id="change-policy">
        Changes and cancellations
      </Title>
      <NumberInput
        label="Change cutoff (hours)"
        description="Customers can't reschedule or cancel online within this many hours of the start. 0 lets them change until the start."
        min={0}
        max={CHANGE_CUTOFF_MAX}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        // The help text reads across the form; the box itself needs room for three digits.
        styles={{ wrapper: { maxWidth: 200 } }}
        {...form.getInputProps('change_cutoff_hours')}
      />
    </Stack>
  );
}
