import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companyInfoSchema } from '@slotmap/domain/companies';
import type { CompanyView } from '@slotmap/domain/company-view';
import { focusingFirstError } from '../../lib/focus-first-error.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { CompanyInfoFields } from '../company-form/company-info-fields.tsx';
import { companyValuesFrom } from '../company-form/company-values.ts';
import { notifyCompanyFormErrors } from '../company-form/submit-errors.ts';
import { useUpdateCompany } from '../../lib/companies.ts';
import { ChangePolicyField } from './change-policy-field.tsx';
import { ReminderOffsetsField } from './reminder-offsets-field.tsx';

/**
 * Business Information, Address, and Changes and cancellations (the change policy), saved with
 * PUT /company/business/{id} (spec §2).
 */
export function InfoTab({ company }: { company: CompanyView }) {
  const update = useUpdateCompany(company._id);
  const form = useForm({
    initialValues: companyValuesFrom(company),
    validate: schemaResolver(companyInfoSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      update.mutate(companyInfoSchema.parse(values), {
        onSuccess: () => notify('Company Updated'),
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
            Save Company Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
