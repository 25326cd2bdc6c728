import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companyInfoSchema } from '@slotmap/domain/companies';
import type { CompanyView } from '@slotmap/domain/company-view';
import { focusingFirstError } from '../../lib/focus-first-error.ts';
import { translatedErrors } from '../../lib/i18n/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { CompanyInfoFields } from '../company-form/company-info-fields.tsx';
import { companyValuesFrom } from '../company-form/company-values.ts';
import { notifyCompanyFormErrors } from '../company-form/submit-errors.ts';
import { useUpdateCompany } from '../../lib/companies.ts';
import { ChangePolicyField } from './change-policy-field.tsx';
import { companyRules, companySettingsMessages } from './messages.ts';
import { ReminderOffsetsField } from './reminder-offsets-field.tsx';

// The business information's checks, their messages in the language being read.
const validateInfo = translatedErrors(
  companyRules,
  schemaResolver(companyInfoSchema, { sync: true }),
);

/**
 * Business Information, Address, and Changes and cancellations (the change policy), saved with
 * PUT /company/business/{id} (spec §2).
 */
export function InfoTab({ company }: { company: CompanyView }) {
  const update = useUpdateCompany(company._id);
  const form = useForm({
    initialValues: companyValuesFrom(company),
    validate: validateInfo,
  });

  // Last: it waits for the words when the tab is the first to need them, and no hook may follow.
  const t = useT(companySettingsMessages);

  const submit = form.onSubmit(
    (values) =>
      update.mutate(companyInfoSchema.parse(values), {
        onSuccess: () => notify(t('companySettings.updated')),
        onError: notifyError,
      }),
    focusingFirstError(notifyCompanyFormErrors),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" maw={720}>
        <CompanyInfoFields form={form} />
        <ChangePolicyField form={form} />
        <ReminderOffsetsField form={form} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('companySettings.saveInfo')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
