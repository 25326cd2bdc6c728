import { Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { NearbyCompanyView } from '@slotmap/domain/company-view';
import { AD_EVERY } from '@slotmap/domain/map';
import { IconCalendarOff, IconMapSearch } from '@tabler/icons-react';
import { Fragment } from 'react';
import { AdCard } from './ad-card.tsx';
import { CompanyCard } from './company-card.tsx';
import { ListStack } from '../../../components/lists.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { discoveryMessages } from '../messages.ts';
import type { NoTimes } from '../no-times.ts';

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
  const t = useT(discoveryMessages);
  if (loading) {
    return (
      <Stack gap="sm" role="status" aria-label={t('discovery.list.loading')}>
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
        title={t('discovery.list.noServices')}
        description={t('discovery.list.noServicesHint')}
      />
    );
  }
  return (
    <ListStack
      gap="sm"
      aria-label={t('discovery.list.label')}
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
