import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import {
  ADMIN_TABS,
  type AdminPageState,
  type AdminTab,
  adminTabFrom,
  tabOfPath,
} from '../admin-tabs.ts';
import { type AdminId, type AdminT, adminMessages } from '../messages.ts';

// Each tab's code loads when the tab is shown: the page opens on one of seven, and they bring
// tables, dialogs, forms and their schemas (decision 068).
const BusinessListTab = lazy(async () => ({
  default: (await import('../components/business-list-tab.tsx')).BusinessListTab,
}));
const ClaimsTab = lazy(async () => ({
  default: (await import('../components/claims-tab.tsx')).ClaimsTab,
}));
const TransferredClaimsTab = lazy(async () => ({
  default: (await import('../components/transferred-claims-tab.tsx')).TransferredClaimsTab,
}));
const AllBusinessTab = lazy(async () => ({
  default: (await import('../components/all-business-tab.tsx')).AllBusinessTab,
}));
const FeaturedTab = lazy(async () => ({
  default: (await import('../components/featured-tab.tsx')).FeaturedTab,
}));
const UsersTab = lazy(async () => ({
  default: (await import('../components/users-tab.tsx')).UsersTab,
}));

/** Each tab's name as the reader reads it (ADMIN_TABS keeps the English, which navigation state may name). */
const TAB_LABELS: Record<AdminTab, AdminId> = {
  'business-list': 'admin.tabs.businessList',
  claims: 'admin.tabs.claims',
  'transferred-claims': 'admin.tabs.transferredClaims',
  'all-business': 'admin.tabs.allBusiness',
  featured: 'admin.tabs.featured',
  'inactive-featured': 'admin.tabs.inactiveFeatured',
  users: 'admin.tabs.users',
};

const tourOf = (t: AdminT): TourStep[] => [
  {
    element: '[data-tour="admin-tabs"]',
    title: t('admin.tour.tabs.title'),
    description: t('admin.tour.tabs.text'),
  },
  {
    element: '[data-tour="admin-panel"]',
    title: t('admin.tour.panel.title'),
    description: t('admin.tour.panel.text'),
  },
];

/**
 * /superadmin, /superadmin/list and /superadmin/all-business (spec §2): the admin tabs. The open
 * tab lives in navigation state, so a page reached from a row returns to the same tab.
 */
export function SuperAdminPage() {
  const t = useT(adminMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = adminTabFrom(location.state, tabOfPath(location.pathname));
  // Spec §2 mobile layout, as the business manager: below 768 px the tabs become a dropdown.
  const narrow = useMediaQuery('(max-width: 767px)');
  const show = (next: AdminTab) =>
    navigate(location.pathname, { replace: true, state: { tab: next } satisfies AdminPageState });

  const panels: Record<AdminTab, () => ReactNode> = {
    'business-list': () => <BusinessListTab />,
    claims: () => <ClaimsTab />,
    'transferred-claims': () => <TransferredClaimsTab />,
    'all-business': () => <AllBusinessTab />,
    featured: () => <FeaturedTab status="active" onSwitch={() => show('inactive-featured')} />,
    'inactive-featured': () => <FeaturedTab status="inactive" onSwitch={() => show('featured')} />,
    users: () => <UsersTab />,
  };
  // The hidden tab is listed only while it is open, so the admin sees where they are.
  const listed = ADMIN_TABS.filter((s) => !('hidden' in s) || s.value === tab);

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('admin.superAdmin.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('admin.superAdmin.intro')}{' '}
              <Anchor component={Link} to="/account" fz="sm" underline="always">
                {t('admin.superAdmin.account')}
              </Anchor>
            </Text>
          </div>
          <TourButton steps={tourOf(t)} />
        </Group>
        <Tabs value={tab} onChange={(v) => v && show(v as AdminTab)} keepMounted={false}>
          {narrow ? (
            <DeferredSelect
              label={t('admin.section')}
              data={listed.map((s) => ({ value: s.value, label: t(TAB_LABELS[s.value]) }))}
              value={tab}
              allowDeselect={false}
              onChange={(v) => {
                if (v) show(v as AdminTab);
              }}
              mb="md"
              data-tour="admin-tabs"
            />
          ) : (
            <Tabs.List mb="md" data-tour="admin-tabs">
              {listed.map((s) => (
                <Tabs.Tab key={s.value} value={s.value}>
                  {t(TAB_LABELS[s.value])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          )}
          {listed.map((s) => (
            <Tabs.Panel key={s.value} value={s.value} data-tour="admin-panel">
              <Suspense fallback={<PageLoader />}>{panels[s.value]()}</Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
