import { Button } from '@mantine/core';
import { IconCalendarOff, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListStack } from '../../../components/lists.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useAppointments } from '../../../lib/bookings.ts';
import { useNow } from '../../../lib/use-now.ts';
import { AppointmentRow } from './appointment-row.tsx';
import { DashboardSection, SectionBody, SectionEmpty } from './dashboard-section.tsx';

/** Spec §2 Dashboard: the signed-in user's appointments that have not ended, soonest first. */
export function UpcomingAppointments() {
  const upcoming = useAppointments('future');
  const { user } = useAuth();
  // Reschedule turns into the change policy's sentence, or goes, as appointments draw near.
  const now = useNow();
  return (
    <DashboardSection title="Upcoming Appointments" tour="dashboard-appointments">
      <SectionBody
        query={upcoming}
        loading={{ label: 'Loading upcoming appointments', height: 104 }}
        failed="Your appointments could not be loaded."
        empty={{
          when: (data) => data.length === 0,
          show: (
            <SectionEmpty
              icon={<IconCalendarOff size={28} />}
              title="You have no upcoming appointments"
              description="Find a business near you and book a time that suits you."
            >
              <Button component={Link} to="/find" leftSection={<IconMapSearch size={18} />}>
                Find places near you
              </Button>
            </SectionEmpty>
          ),
        }}
      >
        {(data) => (
          <ListStack gap="sm" aria-label="Upcoming appointments">
            {data.map((booking) => (
              <AppointmentRow
                key={booking._id}
                booking={booking}
                userId={user?._id ?? null}
                now={now}
              />
            ))}
          </ListStack>
        )}
      </SectionBody>
    </DashboardSection>
  );
}
