import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { companyInfoSchema } from '@slotmap/domain/companies';
import { defaultStoreHours, flattenHours } from '@slotmap/domain/hours';
import { useState } from 'react';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { CompanyInfoFields } from '../../../components/company-form/company-info-fields.tsx';
import { emptyCompanyValues } from '../../../components/company-form/company-values.ts';
import { notifyCompanyFormErrors } from '../../../components/company-form/submit-errors.ts';
import { useCreateCompany } from '../data/companies.ts';
import { HoursEditor } from '../../../components/hours/hours-editor.tsx';

interface AddBusinessModalProps {
  opened: boolean;
  onClose: () => void;
}

function AddBusinessForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCompany();
  const [hours, setHours] = useState(defaultStoreHours);
  const form = useForm({
    initialValues: emptyCompanyValues(),
    validate: schemaResolver(companyInfoSchema, { sync: true }),
  });
  const v = form.getValues();
  // Spec §5: save stays disabled until name, phone, email and some part of the address exist.
  const ready = Boolean(v.name && v.phone && v.email && (v.country || v.province || v.city));

  const submit = form.onSubmit(
    (values) =>
      create.mutate(
        { ...companyInfoSchema.parse(values), ...flattenHours(hours), services: [] },
        {
          onSuccess: () => {
            notify('Company Created');
            onDone();
          },
          onError: notifyError,
        },
      ),
    focusingFirstError(notifyCompanyFormErrors),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <CompanyInfoFields form={form} />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Hours of Operation
          </Title>
          <HoursEditor value={hours} onChange={setHours} />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={create.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add Business: the business form in a modal (spec §2 /admin); full screen on phones. */
export function AddBusinessModal({ opened, onClose }: AddBusinessModalProps) {
  const phone = useMediaQuery('(max-width: 575px)');
  return (
    <Modal opened={opened} onClose={onClose} title="Add Business" size="xl" fullScreen={phone}>
      {/* Mounted only while open: every opening starts with an empty form. */}
      {opened && <AddBusinessForm onDone={onClose} />}
    </Modal>
  );
}
