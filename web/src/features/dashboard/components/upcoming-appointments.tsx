import { Button } from '@mantine/core';
import { IconCalendarOff, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListStack } from '../../../components/lists.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useAppointments } from '../../../lib/bookings.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { dashboardMessages } from '../messages.ts';
import { AppointmentRow } from './appointment-row.tsx';
import { DashboardSection, SectionBody, SectionEmpty } from './dashboard-section.tsx';

/** Spec §2 Dashboard: the signed-in user's appointments that have not ended, soonest first. */
export function UpcomingAppointments() {
  const t = useT(dashboardMessages);
  const upcoming = useAppointments('future');
  const { user } = useAuth();
  // Reschedule turns into the change policy's sentence, or goes, as appointments draw near.
  const now = useNow();
  return (
    <DashboardSection title={t('dashboard.upcoming.title')} tour="dashboard-appointments">
      <SectionBody
        query={upcoming}
        loading={{ label: t('dashboard.upcoming.loading'), height: 104 }}
        failed={t('dashboard.upcoming.failed')}
        empty={{
          when: (data) => data.length === 0,
          show: (
            <SectionEmpty
              icon={<IconCalendarOff size={28} />}
              title={t('dashboard.upcoming.empty')}
              description={t('dashboard.upcoming.emptyText')}
            >
              <Button component={Link} to="/find" leftSection={<IconMapSearch size={18} />}>
                {t('dashboard.upcoming.find')}
              </Button>
            </SectionEmpty>
          ),
        }}
      >
        {(data) => (
          <ListStack gap="sm" aria-label={t('dashboard.upcoming.label')}>
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
