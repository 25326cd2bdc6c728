import { NumberInput, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHANGE_CUTOFF_MAX } from '@slotmap/domain/change-cutoff';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { CompanyFormValues } from '../company-form/company-values.ts';
import { companySettingsMessages } from './messages.ts';

/**
 * The business's change policy (docs/decisions/053): how many hours before the start customers
 * stop rescheduling and cancelling online. The owner is not bound by it.
 */
export function ChangePolicyField({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const t = useT(companySettingsMessages);
  return (
    <Stack gap="sm" component="section" aria-labelledby="change-policy">
      <Title order={2} fz="lg" id="change-policy">
        {t('companySettings.changePolicy.title')}
      </Title>
      <NumberInput
        label={t('companySettings.changePolicy.label')}
        description={t('companySettings.changePolicy.help')}
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
