import { Container } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { DashboardHeader } from '../components/dashboard-header.tsx';

/** /dashboard: the header for now; the appointment, waitlist and business sections follow. */
export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return <PageLoader />;
  return (
    <Container size="lg" px={0}>
      <DashboardHeader user={user} />
    </Container>
  );
}
