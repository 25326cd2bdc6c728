import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/companies.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { type AdminPageState, adminTabFrom } from '../admin-tabs.ts';
import { BusinessHeader } from '../business-info/business-header.tsx';
import { adminMessages } from '../messages.ts';

interface AdminCompanyFrameProps {
  subtitle: string;
  children: (company: CompanyView) => ReactNode;
}

/** Loads /superadmin/…/:id's business and shows it under a back arrow to /superadmin. */
export function AdminCompanyFrame({ subtitle, children }: AdminCompanyFrameProps) {
  const t = useT(adminMessages);
  const { id } = useParams();
  const location = useLocation();
  const back: AdminPageState = { tab: adminTabFrom(location.state, 'business-list') };
  const company = useCompany(id);

  if (company.isPending) return <PageLoader label={t('admin.business.loading')} />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <Paper withBorder p="xl" ta="center" maw={480} mx="auto" role="alert">
        <Text fw={600}>{t(missing ? 'admin.business.notFound' : 'admin.business.failed')}</Text>
        <Anchor component={Link} to="/superadmin" state={back}>
          {t('admin.backToSuperAdmin')}
        </Anchor>
      </Paper>
    );
  }
  const c = company.data;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
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
        <Stack gap={4} style={{ minWidth: 0 }}>
          <BusinessHeader company={c} />
          <Group gap="xs">
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
            <Anchor component={Link} to={`/superadmin/business-info/${c._id}`} state={back} fz="sm">
              {t('admin.business.info')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
      {children(c)}
    </Stack>
  );
}
