import { Container, Stack } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { LikedBusinesses } from '../components/liked-businesses.tsx';
import { UpcomingAppointments } from '../components/upcoming-appointments.tsx';
import { YourBusinesses } from '../components/your-businesses.tsx';
import { YourWaitlists } from '../components/your-waitlists.tsx';
import { dashboardMessages } from '../messages.ts';

/**
 * /dashboard (spec §2): the header, then upcoming appointments, waitlists, liked businesses and the
 * user's own businesses. Each section loads on its own, so one slow list holds up no other.
 */
export function DashboardPage() {
  const t = useT(dashboardMessages);
  usePageTitle(t('dashboard.pageTitle'));
  const { user } = useAuth();
  if (!user) return <PageLoader />;
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <DashboardHeader user={user} />
        <UpcomingAppointments />
        <YourWaitlists />
        <LikedBusinesses />
        <YourBusinesses />
      </Stack>
    </Container>
  );
}
