import { Button, SimpleGrid } from '@mantine/core';
import type { WaitlistCompanyView } from '@slotmap/domain/waitlists';
import { IconArrowRight, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { useWaitlistCompanies } from '../../../lib/waitlists.ts';
import { WaitlistCompanyCard } from '../../../components/waitlists/waitlist-company-card.tsx';
import { WaitlistDialog } from '../../../components/waitlists/waitlist-dialog.tsx';
import {
  DashboardSection,
  SectionEmpty,
  SectionError,
  SectionSkeleton,
} from './dashboard-section.tsx';

/** Spec §2 Dashboard: the businesses the user waits for, each with Edit; the manager on /account. */
export function YourWaitlists() {
  const { user } = useAuth();
  const list = useWaitlistCompanies(user?._id);
  const [editing, setEditing] = useState<WaitlistCompanyView['company'] | null>(null);
  return (
    <DashboardSection
      title="Your Waitlists"
      tour="dashboard-waitlists"
      actions={
        <Button
          component={Link}
          to="/account#waitlist-manager"
          variant="subtle"
          size="sm"
          rightSection={<IconArrowRight size={14} />}
        >
          Waitlist Manager
        </Button>
      }
    >
      {list.isPending ? (
        <SectionSkeleton label="Loading your waitlists" height={88} cols={2} />
      ) : list.isError ? (
        <SectionError retrying={list.isFetching} onRetry={() => list.refetch()}>
          Your waitlists could not be loaded.
        </SectionError>
      ) : list.data.items.length === 0 ? (
        <SectionEmpty icon={<IconClockHour4 size={28} />} title="No waitlists found" />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Your waitlists"
        >
          {list.data.items.map((item) => (
            <WaitlistCompanyCard
              key={item.company._id}
              item={item}
              onEdit={() => setEditing(item.company)}
            />
          ))}
        </SimpleGrid>
      )}
      {user && editing && (
        <WaitlistDialog
          opened
          onClose={() => setEditing(null)}
          company={editing}
          userId={user._id}
        />
      )}
    </DashboardSection>
  );
}
