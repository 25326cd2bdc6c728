import { Container, Stack } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { LikedBusinesses } from '../components/liked-businesses.tsx';
import { UpcomingAppointments } from '../components/upcoming-appointments.tsx';
import { YourBusinesses } from '../components/your-businesses.tsx';
import { YourWaitlists } from '../components/your-waitlists.tsx';

/**
 * /dashboard (spec §2): the header, then upcoming appointments, waitlists, liked businesses and the
 * user's own businesses. Each section loads on its own, so one slow list holds up no other.
 */
export function DashboardPage() {
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
