import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { formatPhone } from '@slotmap/domain/phone';
import {
  IconBriefcase,
  IconBuildingStore,
  IconListDetails,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { addressLines } from '../../../lib/booking-format.ts';
import { useMyCompanies } from '../../../lib/companies.ts';
import {
  DashboardSection,
  SectionEmpty,
  SectionError,
  SectionSkeleton,
} from './dashboard-section.tsx';

/**
 * Spec §2 Dashboard: the owner's businesses, each with its Services button, and the way to the
 * business manager. One page of PAGE_SIZE without pagination: the manager pages through them all.
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
      ) : mine.data.length === 0 ? (
        <SectionEmpty icon={<IconBuildingStore size={28} />} title="No Data Found" />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Your businesses"
        >
          {mine.data.slice(0, PAGE_SIZE).map((company) => (
            <BusinessCard key={company._id} company={company} />
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}

function BusinessCard({ company }: { company: CompanyView }) {
  const address = addressLines(company.location).join(', ');
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        <Text fw={700} fz="lg" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Text>
        {address && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          </Group>
        )}
        {company.phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="sm">{formatPhone(company.phone)}</Text>
          </Group>
        )}
        <Group mt="auto" pt="xs">
          <Button
            component={Link}
            to={`/business/service/${company._id}`}
            variant="light"
            leftSection={<IconListDetails size={16} />}
            aria-label={`Services for ${company.name}`}
          >
            Services
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
