import { ActionIcon, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { MSG_CONTACT_METHOD } from '@slotmap/domain/service-basics';
import { IconArrowLeft } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { readMessage, translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useCompany } from '../data/companies.ts';
import { useAddService, useEditService } from '../data/services.ts';
import { readServicePageState } from '../navigation-state.ts';
import { type ServicesT, serviceRules, servicesMessages } from '../settings/messages.ts';
import { ServiceFields } from './service-fields.tsx';
import { newServiceValues, serviceValuesFrom } from './service-values.ts';

interface ServiceFormProps {
  company: CompanyView;
  /** Present when editing. */
  service?: ServiceView;
}

/** A refusal may come back as an answer flagged isBooked rather than an error status. */
function refusal(answer: unknown, t: ServicesT): string | null {
  const a = answer as { isBooked?: unknown; msg?: unknown } | null;
  if (a?.isBooked !== true) return null;
  return typeof a.msg === 'string' ? a.msg : t('services.form.booked');
}

/** The service's schema, and zod with it, loads when the form is first checked (decision 045). */
const loadServiceSchema = async () => (await import('@slotmap/domain/services')).serviceSchema;

// The service schema's messages, and its booking rules', in the language being read.
const validateService = translatedErrors(serviceRules, lazySchemaResolver(loadServiceSchema));

function ServiceForm({ company, service }: ServiceFormProps) {
  const t = useT(servicesMessages);
  const navigate = useNavigate();
  const add = useAddService();
  const edit = useEditService();
  const form = useForm({
    initialValues: service ? serviceValuesFrom(service) : newServiceValues(),
    validate: validateService,
  });
  const toServices = () =>
    navigate(`/business/service/${company._id}`, { state: { tab: 'services' } });

  const submit = form.onSubmit(
    async (values) => {
      // Loaded already: the form was checked before it is sent.
      const parsed = (await loadServiceSchema()).parse(values);
      if (service) {
        edit.mutate(
          { serviceId: service._id, service: parsed },
          {
            onSuccess: (answer) => {
              const refused = refusal(answer, t);
              if (refused) return notify(refused, 'danger');
              notify(t('services.form.updated'));
              void toServices();
            },
            onError: notifyError,
          },
        );
      } else {
        add.mutate(
          { companyId: company._id, service: parsed },
          {
            onSuccess: () => {
              notify(t('services.form.added'));
              void toServices();
            },
            onError: notifyError,
          },
        );
      }
    },
    focusingFirstError((errors) => {
      const contact = readMessage(MSG_CONTACT_METHOD);
      if (errors.book_online === contact) notify(contact, 'danger');
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServiceFields form={form} withIntake />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void toServices()}>
            {t('services.form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {service ? t('services.form.save') : t('services.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ServicePageFrame({ company, service }: ServiceFormProps) {
  const t = useT(servicesMessages);
  const navigate = useNavigate();
  const title = service ? t('services.form.editTitle') : t('services.form.addTitle');
  usePageTitle(title);
  return (
    <Container size="sm" px={0}>
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('services.form.back')}
          onClick={() =>
            navigate(`/business/service/${company._id}`, { state: { tab: 'services' } })
          }
        >
          <IconArrowLeft />
        </ActionIcon>
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed">{company.name}</Text>
        </div>
      </Group>
      <Paper id="add-service" withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <ServiceForm company={company} service={service} />
      </Paper>
    </Container>
  );
}

/** /add-service: a new service for the business handed over in navigation state (spec §2). */
export function AddServicePage() {
  const { company } = readServicePageState(useLocation().state);
  if (!company) return <Navigate to="/admin" replace />;
  return <ServicePageFrame company={company} />;
}

/** /edit-service/{id}: the service comes in state, or is found in its business when reloaded. */
export function EditServicePage() {
  const { id } = useParams();
  const state = readServicePageState(useLocation().state);
  // A fresh copy of the business: the state may be older than the last edit.
  const fresh = useCompany(state.company?._id);
  if (!state.company) return <Navigate to="/admin" replace />;
  const company = fresh.data ?? state.company;
  const service = company.services.find((s) => s._id === id) ?? state.service;
  if (!service) {
    if (fresh.isPending) return <PageLoader />;
    return <Navigate to={`/business/service/${company._id}`} replace />;
  }
  // Keyed by the service: a form keeps its first values, so a newer copy starts a new form.
  return <ServicePageFrame key={service._id} company={company} service={service} />;
}
