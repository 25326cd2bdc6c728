import { ActionIcon, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companyInfoSchema } from '@slotmap/domain/companies';
import { defaultStoreHours, flattenHours } from '@slotmap/domain/hours';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
// The business form is the business manager's: one form, one schema, for owners and admins.
import { CompanyInfoFields } from '../../../components/company-form/company-info-fields.tsx';
import { emptyCompanyValues } from '../../../components/company-form/company-values.ts';
import { notifyCompanyFormErrors } from '../../../components/company-form/submit-errors.ts';
import { HoursEditor } from '../../../components/hours/hours-editor.tsx';
import { useCreateUnclaimedBusiness } from '../data/companies.ts';

/**
 * /superadmin/business (spec §2): the admin's Add Business form. The business is created
 * unclaimed (no owner), so customers find it with a Claim button; the admin returns to /superadmin.
 */
export function AddBusinessPage() {
  const navigate = useNavigate();
  const create = useCreateUnclaimedBusiness();
  const [hours, setHours] = useState(defaultStoreHours);
  const form = useForm({
    initialValues: emptyCompanyValues(),
    validate: schemaResolver(companyInfoSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      create.mutate(
        { ...companyInfoSchema.parse(values), ...flattenHours(hours), services: [] },
        {
          onSuccess: () => {
            notify('Company Created');
            void navigate('/superadmin', { state: { tab: 'business-list' } });
          },
          onError: notifyError,
        },
      ),
    focusingFirstError(notifyCompanyFormErrors),
  );

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            component={Link}
            to="/superadmin"
            variant="subtle"
            size="lg"
            aria-label="Back to Super Admin"
          >
            <IconArrowLeft />
          </ActionIcon>
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Add Business
            </Title>
            <Text c="dimmed" fz="sm">
              Listed without an owner until a customer claims it and you transfer it.
            </Text>
          </div>
        </Group>
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
              <Button component={Link} to="/superadmin" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
