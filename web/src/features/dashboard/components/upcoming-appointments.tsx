import { Button, Stack } from '@mantine/core';
import { IconCalendarOff, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppointments } from '../../../lib/bookings.ts';
import { AppointmentRow } from './appointment-row.tsx';
import {
  DashboardSection,
  SectionEmpty,
  SectionError,
  SectionSkeleton,
} from './dashboard-section.tsx';

/** Spec §2 Dashboard: the signed-in user's appointments that have not ended, soonest first. */
export function UpcomingAppointments() {
  const upcoming = useAppointments('future');
  return (
    <DashboardSection title="Upcoming Appointments" tour="dashboard-appointments">
      {upcoming.isPending ? (
        <SectionSkeleton label="Loading upcoming appointments" height={104} />
      ) : upcoming.isError ? (
        <SectionError retrying={upcoming.isFetching} onRetry={() => upcoming.refetch()}>
          Your appointments could not be loaded.
        </SectionError>
      ) : upcoming.data.length === 0 ? (
        <SectionEmpty
          icon={<IconCalendarOff size={28} />}
          title="You have no upcoming appointments"
          description="Find a business near you and book a time that suits you."
        >
          <Button component={Link} to="/find" leftSection={<IconMapSearch size={18} />}>
            Find places near you
          </Button>
        </SectionEmpty>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Upcoming appointments"
        >
          {upcoming.data.map((booking) => (
            <AppointmentRow key={booking._id} booking={booking} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
