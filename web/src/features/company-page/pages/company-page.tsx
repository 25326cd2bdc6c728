import { Container, Grid, Stack } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/not-found.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/companies.ts';
import { BookingPanel } from '../components/booking-panel.tsx';
import { CompanyHeader } from '../components/company-header.tsx';
import { CompanyReviews } from '../components/company-reviews.tsx';
import { HeaderSkeleton } from '../components/header-skeleton.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { LocationCard } from '../components/location-card.tsx';
import { OpeningHours } from '../components/opening-hours.tsx';
import { UpcomingClosures } from '../components/upcoming-closures.tsx';
import { ServicesList } from '../components/services-list.tsx';
import { todayHours } from '../today-hours.ts';
import { useLanguage } from '../../../lib/i18n/use-t.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useViewerZone } from '../../../lib/render-clock.tsx';

function CompanyDetails({ company, now }: { company: CompanyView; now: Date }) {
  // The reader's zone names the times when it differs; the server's guess while hydrating.
  const viewerZone = useViewerZone();
  const language = useLanguage();
  const today = todayHours(
    company.store_hours,
    company.time_zone,
    now,
    company.closures,
    viewerZone,
    language,
  );
  return (
    <>
      <CompanyHeader company={company} today={today} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <BookingPanel company={company} now={now} />
            <ServicesList company={company} />
            <CompanyReviews company={company} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <OpeningHours
              hours={company.store_hours}
              timeZone={company.time_zone}
              today={today.weekday}
            />
            <UpcomingClosures closures={company.closures ?? []} />
            <LocationCard company={company} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * /company/:id and /share/company/:id: the public business page (spec §2). The header with the
 * actions, then the booking panel and the services, with the opening hours and the location
 * beside them.
 */
export function CompanyPage() {
  const { id } = useParams();
  const company = useCompany(id);
  const now = useNow();

  if (company.data) {
    return (
      <Container size="lg" px={0}>
        <Stack gap="lg">
          <CompanyDetails company={company.data} now={now} />
        </Stack>
      </Container>
    );
  }
  if (company.error instanceof ApiError && company.error.status === 404) return <NotFound />;
  return (
    <Container size="lg" px={0}>
      {company.isError ? (
        <LoadFailed
          error={company.error}
          retrying={company.isFetching}
          onRetry={() => void company.refetch()}
        />
      ) : (
        <HeaderSkeleton />
      )}
    </Container>
  );
}
