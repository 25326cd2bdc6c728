import { Anchor, Button, SimpleGrid, Stack } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconBriefcase, IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BusinessSummaryCard } from '../../../components/business-summary-card.tsx';
import { useMyCompanies } from '../../../lib/companies.ts';
import {
  DashboardSection,
  SectionEmpty,
  SectionError,
  SectionSkeleton,
} from './dashboard-section.tsx';

/**
 * Spec §2 Dashboard: the owner's businesses, each with its Services button, and the way to the
 * business manager. The first page of 10 without pagination: the manager pages through them all,
 * and a link says how many there are when there are more.
 */
export function YourBusinesses() {
  const mine = useMyCompanies();
  return (
    <DashboardSection
      title="Your Businesses"
      tour="dashboard-businesses"
      actions={
        <Button
          component={Link}
          to="/admin"
          variant="default"
          leftSection={<IconBriefcase size={18} />}
        >
          Business Manager
        </Button>
      }
    >
      {mine.isPending ? (
        <SectionSkeleton label="Loading your businesses" height={128} cols={2} />
      ) : mine.isError ? (
        <SectionError retrying={mine.isFetching} onRetry={() => mine.refetch()}>
          Your businesses could not be loaded.
        </SectionError>
      ) : mine.data.items.length === 0 ? (
        <SectionEmpty icon={<IconBuildingStore size={28} />} title="No Data Found" />
      ) : (
        <Stack gap="xs">
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Your businesses"
          >
            {mine.data.items.map((company) => (
              <BusinessCard key={company._id} company={company} />
            ))}
          </SimpleGrid>
          {mine.data.total > mine.data.items.length && (
            <Anchor component={Link} to="/admin" fz="sm">
              {`See all ${mine.data.total} businesses in the Business Manager`}
            </Anchor>
          )}
        </Stack>
      )}
    </DashboardSection>
  );
}

function BusinessCard({ company }: { company: CompanyView }) {
  return (
    <BusinessSummaryCard
      company={company}
      action={
        <Button
          component={Link}
          to={`/business/service/${company._id}`}
          // The manager's back arrow returns here rather than to /admin.
          state={{ from: 'Dashboard' }}
          variant="light"
          leftSection={<IconListDetails size={16} />}
          aria-label={`Services for ${company.name}`}
        >
          Services
        </Button>
      }
    />
  );
}
