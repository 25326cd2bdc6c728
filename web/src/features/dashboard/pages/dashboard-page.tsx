import { Container, Stack } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader.tsx';
import { currentUserQuery, useAuth } from '../../../lib/auth.ts';
import { appointmentsQuery } from '../../../lib/bookings.ts';
import { likedCompaniesQuery, myCompaniesQuery } from '../../../lib/companies.ts';
import { waitlistCompaniesQuery } from '../../../lib/waitlists.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import type { EarlyReads } from '../../../lib/query-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { LikedBusinesses } from '../components/liked-businesses.tsx';
import { UpcomingAppointments } from '../components/upcoming-appointments.tsx';
import { YourBusinesses } from '../components/your-businesses.tsx';
import { YourWaitlists } from '../components/your-waitlists.tsx';
import { dashboardMessages } from '../messages.ts';

/**
 * The dashboard's sections, asked as its code arrives on a visit that opens it (decision 076):
 * the waitlists, which are asked by the user's id, once the session's answer is in.
 */
export const earlyReads: EarlyReads = (client, token) => {
  if (token === null) return;
  void client.prefetchQuery(appointmentsQuery('future', undefined, token));
  void client.prefetchQuery(likedCompaniesQuery(token, 1));
  void client.prefetchQuery(myCompaniesQuery(token, 1));
  client
    .fetchQuery(currentUserQuery(token))
    .then((user) => client.prefetchQuery(waitlistCompaniesQuery(token, user._id, 1)))
    .catch(() => undefined);
};

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
