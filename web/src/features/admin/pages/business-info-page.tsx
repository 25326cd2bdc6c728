import {
  ActionIcon,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEdit, IconListDetails } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { type AdminPageState, adminTabFrom } from '../admin-tabs.ts';
import { BusinessHeader } from '../business-info/business-header.tsx';
import { FreeMonthButton } from '../business-info/free-month-button.tsx';
import { ActivePlans } from '../business-info/plans-table.tsx';
import { ActivityList } from '../components/activity-list.tsx';
import { formatPhone, fullName } from '../components/format.ts';
import { useAdminCompanyInfo } from '../data/companies.ts';
import { adminMessages } from '../messages.ts';
import type { AdminCompanyInfo } from '../types.ts';

const PRODUCT = 'Slotmap';

/** Spec: the page title is the business name, its first service name and the product name. */
export function businessInfoTitle(c: AdminCompanyInfo): string {
  return [c.name, c.services?.[0]?.name, PRODUCT].filter(Boolean).join(' | ');
}

function Owner({ company: c }: { company: AdminCompanyInfo }) {
  const t = useT(adminMessages);
  if (!c.user)
    return (
      <Text c="dimmed" fz="sm">
        {t('admin.businessInfo.nobody')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={600}>{fullName(c.user)}</Text>
        <Text fz="sm">{c.user.email}</Text>
        {c.user.phone && <Text fz="sm">{formatPhone(c.user.phone)}</Text>}
      </Stack>
      <FreeMonthButton
        owner={c.user}
        company={c}
        usedHere={(c.plans ?? []).some((p) => p.free_month)}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /superadmin/business-info/:id (spec §2): the business, its owner, plans and admin activity. */
export function BusinessInfoPage() {
  const t = useT(adminMessages);
  const { id } = useParams();
  const location = useLocation();
  const back: AdminPageState = { tab: adminTabFrom(location.state, 'business-list') };
  const info = useAdminCompanyInfo(id);

  useEffect(() => {
    if (!info.data) return;
    const before = document.title;
    document.title = businessInfoTitle(info.data);
    return () => {
      document.title = before;
    };
  }, [info.data]);

  const backArrow = (
    <ActionIcon
      component={Link}
      to="/superadmin"
      state={back}
      variant="subtle"
      size="lg"
      aria-label={t('admin.backToSuperAdmin')}
    >
      <IconArrowLeft />
    </ActionIcon>
  );

  if (info.isPending)
    return (
      <Stack gap="md" role="status" aria-label={t('admin.business.loading')}>
        <Skeleton h={36} w="50%" />
        <Skeleton h={120} />
        <Skeleton h={200} />
      </Stack>
    );
  if (info.isError) {
    const missing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <Paper withBorder p="xl" ta="center" maw={480} mx="auto" role="alert">
        <Stack align="center" gap="sm">
          <Text fw={600}>{t(missing ? 'admin.business.notFound' : 'admin.business.failed')}</Text>
          <Group>
            {backArrow}
            {!missing && (
              <Button variant="default" size="xs" onClick={() => info.refetch()}>
                {t('admin.tryAgain')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  }
  const c = info.data;

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group
            gap="sm"
            align="flex-start"
            wrap="nowrap"
            style={{ minWidth: 0, flex: '1 1 320px' }}
          >
            {backArrow}
            <BusinessHeader company={c} />
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/superadmin/service/${c._id}`}
              state={back}
              variant="default"
              size="xs"
              leftSection={<IconListDetails size={16} />}
            >
              {t('admin.service.services')}
            </Button>
            <Button
              component={Link}
              to={`/superadmin/update/${c._id}`}
              state={back}
              variant="default"
              size="xs"
              leftSection={<IconEdit size={16} />}
            >
              {t('admin.businessInfo.edit')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('admin.column.owner')}>
            <Owner company={c} />
          </Section>
          <Section title={t('admin.activity.title')}>
            <ActivityList about={{ company: c._id }} />
          </Section>
        </SimpleGrid>
        <Section title={t('admin.businessInfo.activePlans')}>
          <ActivePlans plans={c.plans ?? []} />
        </Section>
      </Stack>
    </Container>
  );
}
