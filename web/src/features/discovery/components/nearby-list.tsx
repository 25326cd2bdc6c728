import { EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import type { NearbyCompanyView } from '@slotmap/domain/company-view';
import { AD_EVERY } from '@slotmap/domain/map';
import { IconCalendarOff, IconMapSearch } from '@tabler/icons-react';
import { Fragment } from 'react';
import { AdCard } from './ad-card.tsx';
import { CompanyCard } from './company-card.tsx';
import { ListStack } from '../../../components/lists.tsx';
import type { NoTimes } from '../no-times.ts';

export const MSG_NO_SERVICES = 'No services available at this location.';

interface NearbyListProps {
  companies: NearbyCompanyView[] | undefined;
  loading: boolean;
  /** The reason the search failed, to show instead of the list. */
  error: string | null;
  /** The list on screen belongs to the previous search while the next one loads. */
  stale: boolean;
  /** What to say when nothing matches the time filters; null without them. */
  noTimes?: NoTimes | null;
  activeId: string | null;
  onHover: (id: string | null) => void;
}

/** The radius search's results with an advertisement after every 5th company. */
export function NearbyList({
  companies,
  loading,
  error,
  stale,
  noTimes = null,
  activeId,
  onHover,
}: NearbyListProps) {
  if (loading) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading businesses">
        {Array.from({ length: 4 }, (_, i) => (
          // Placeholders have no identity: position is all they have.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Text c="red" role="alert" py="md">
        {error}
      </Text>
    );
  }
  if ((!companies || companies.length === 0) && noTimes) {
    return (
      <EmptyState
        py="xl"
        icon={<IconCalendarOff size={32} />}
        title={noTimes.title}
        description={noTimes.description}
      />
    );
  }
  if (!companies || companies.length === 0) {
    return (
      <EmptyState
        py="xl"
        icon={<IconMapSearch size={32} />}
        title={MSG_NO_SERVICES}
        description="Zoom out, move the map or clear the filters to see more."
      />
    );
  }
  return (
    <ListStack
      gap="sm"
      aria-label="Businesses near you"
      aria-busy={stale || undefined}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {companies.map((company, i) => (
        <Fragment key={company._id}>
          <CompanyCard
            company={company}
            distance={company.distance}
            active={company._id === activeId}
            onHover={onHover}
          />
          {(i + 1) % AD_EVERY === 0 && <AdCard />}
        </Fragment>
      ))}
    </ListStack>
  );
}
