import { Button, Group, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { adminCompanyInfoSchema } from '@slotmap/domain/admin';
import { companyInfoSchema } from '@slotmap/domain/companies';
import { defaultStoreHours, flattenHours } from '@slotmap/domain/hours';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { focusingFirstError } from '../../lib/focus-first-error.ts';
import { translatedErrors } from '../../lib/i18n/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { HoursEditor } from '../hours/hours-editor.tsx';
import { CompanyInfoFields } from './company-info-fields.tsx';
import { emptyCompanyValues } from './company-values.ts';
import { companyFormMessages, companyRules } from './messages.ts';
import { notifyCompanyFormErrors } from './submit-errors.ts';

interface AddBusinessFormProps {
  /** The caller's create call: the owner's business, or the admin's unclaimed one. */
  create: UseMutationResult<unknown, Error, Record<string, unknown>>;
  onCreated: () => void;
  /** Cancel leads to a page, or closes what holds the form. */
  cancel: { to: string } | { onClick: () => void };
  /** The admin's Add Business requires a street address (spec business §5). */
  streetRequired?: boolean;
  /** Spec §5 (the owner's form): Save stays disabled until the required fields are filled in. */
  saveWhenFilled?: boolean;
}

/** Add Business: the business form and its hours, created with no services (spec §2). */
export function AddBusinessForm({
  create,
  onCreated,
  cancel,
  streetRequired = false,
  saveWhenFilled = false,
}: AddBusinessFormProps) {
  const t = useT(companyFormMessages);
  const schema = streetRequired ? adminCompanyInfoSchema : companyInfoSchema;
  const [hours, setHours] = useState(defaultStoreHours);
  const form = useForm({
    initialValues: emptyCompanyValues(),
    validate: translatedErrors(companyRules, schemaResolver(schema, { sync: true })),
  });
  const v = form.getValues();
  // Name, phone, email and some part of the address.
  const filled = Boolean(v.name && v.phone && v.email && (v.country || v.province || v.city));

  const submit = form.onSubmit(
    (values) =>
      create.mutate(
        { ...schema.parse(values), ...flattenHours(hours), services: [] },
        {
          onSuccess: () => {
            notify(t('companyForm.created'));
            onCreated();
          },
          onError: notifyError,
        },
      ),
    focusingFirstError(notifyCompanyFormErrors),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <CompanyInfoFields form={form} streetRequired={streetRequired} />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('companyForm.hoursTitle')}
          </Title>
          <HoursEditor value={hours} onChange={setHours} />
        </Stack>
        <Group justify="flex-end">
          {'to' in cancel ? (
            <Button component={Link} to={cancel.to} variant="default">
              {t('companyForm.cancel')}
            </Button>
          ) : (
            <Button variant="default" onClick={cancel.onClick}>
              {t('companyForm.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={saveWhenFilled && !filled} loading={create.isPending}>
            {t('companyForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
