import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLikedCompanies } from '../../../lib/companies.ts';
import { DashboardSection, SectionError, SectionSkeleton } from './dashboard-section.tsx';

/**
 * Spec §2 Dashboard: shown only if the user liked a business; each has a View button. The latest
 * 10; the favorites page has them all.
 */
export function LikedBusinesses() {
  const liked = useLikedCompanies();
  if (liked.isSuccess && liked.data.items.length === 0) return null;
  return (
    <DashboardSection title="Your Liked Businesses" tour="dashboard-liked">
      {liked.isPending ? (
        <SectionSkeleton label="Loading liked businesses" height={92} cols={3} />
      ) : liked.isError ? (
        <SectionError retrying={liked.isFetching} onRetry={() => liked.refetch()}>
          Your liked businesses could not be loaded.
        </SectionError>
      ) : (
        <Stack gap="xs">
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="md"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Liked businesses"
          >
            {liked.data.items.map((company) => (
              <LikedCard key={company._id} company={company} />
            ))}
          </SimpleGrid>
          {liked.data.total > liked.data.items.length && (
            <Anchor component={Link} to="/favorite" fz="sm">
              {`See all ${liked.data.total} liked businesses`}
            </Anchor>
          )}
        </Stack>
      )}
    </DashboardSection>
  );
}

function LikedCard({ company }: { company: CompanyView }) {
  const place = [company.location.city, company.location.province].filter(Boolean).join(', ');
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap" h="100%">
        <Stack gap={2} miw={0}>
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Text>
          {(place || company.category) && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              {place && <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />}
              <Text fz="xs" truncate>
                {[place, company.category].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          )}
        </Stack>
        <Button
          component={Link}
          to={`/company/${company._id}`}
          variant="light"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
          aria-label={`View ${company.name}`}
          style={{ flexShrink: 0 }}
        >
          View
        </Button>
      </Group>
    </Card>
  );
}
