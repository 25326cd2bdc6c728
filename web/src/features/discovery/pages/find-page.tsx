import { Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MAP_BOX_HEIGHT_PX, METERS_PER_MILE } from '@slotmap/domain/map';
import { type ComponentProps, lazy, Suspense, useRef, useState } from 'react';
import { Paginator } from '../../../components/paginator.tsx';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { useAfterFirstView } from '../../../lib/after-first-view.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type Translate, useLanguage, useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { FindFilters } from '../components/find-filters.tsx';
import type { SearchArea } from '../components/map-search.tsx';
import { FindLocation } from '../components/find-location.tsx';
import { formatMiles } from '../components/miles.ts';
import { NearbyList } from '../components/nearby-list.tsx';
import { TimeFilters } from '../components/time-filters.tsx';
import { TimeFiltersButton } from '../components/time-filters-button.tsx';
import { useNearbyCompanies } from '../data/companies.ts';
import { type FindSort, roundCoord, useFindParams } from '../data/find-params.ts';
import { discoveryMessages } from '../messages.ts';
import { noTimesText } from '../no-times.ts';
import { useSearchAsMove } from '../data/search-as-move.ts';
import classes from './find-page.module.css';

// Leaflet is only downloaded when a map is drawn, not with the rest of the app: after the list,
// once the page's first view is done (decision 065). It needs a browser, so never on the server.
const CompanyMap = lazy(async () => ({
  default: (await import('../components/company-map.tsx')).CompanyMap,
}));

type DiscoveryT = Translate<NonNullable<(typeof discoveryMessages)['ids']>>;

const tourOf = (t: DiscoveryT): TourStep[] => [
  {
    element: '[data-tour="find-location"]',
    title: t('discovery.tour.whereTitle'),
    description: t('discovery.tour.where'),
  },
  {
    element: '[data-tour="find-search"]',
    title: t('discovery.tour.whatTitle'),
    description: t('discovery.tour.what'),
  },
  {
    element: '[data-tour="find-list"]',
    title: t('discovery.tour.listTitle'),
    description: t('discovery.tour.list'),
  },
  {
    element: '[data-tour="find-map"]',
    title: t('discovery.tour.mapTitle'),
    description: t('discovery.tour.map'),
  },
];

const sortsOf = (t: DiscoveryT): { value: FindSort; label: string }[] => [
  { value: 'distance', label: t('discovery.find.sortDistance') },
  { value: 'soonest', label: t('discovery.find.sortSoonest') },
  { value: 'rating', label: t('discovery.find.sortRating') },
];

const MapSkeleton = () => <Skeleton h="100%" radius="md" />;

/**
 * The map's box: a skeleton until the page's first view is done, then the map. Its own component,
 * so that the map's arrival redraws the box alone, not the list and the filters beside it.
 */
function MapPane(props: ComponentProps<typeof CompanyMap>) {
  const mapShown = useAfterFirstView();
  return (
    <div className={classes.mapPane} style={{ height: MAP_BOX_HEIGHT_PX }} data-tour="find-map">
      {mapShown ? (
        <Suspense fallback={<MapSkeleton />}>
          <CompanyMap {...props} />
        </Suspense>
      ) : (
        <MapSkeleton />
      )}
    </div>
  );
}

function errorText(error: unknown, t: DiscoveryT) {
  if (error instanceof ApiError && error.status === 400) return error.messages[0];
  return t('discovery.find.failed');
}

/** /find: businesses on a map and in a list; the URL holds the whole search (spec §2 Find). */
export function FindPage() {
  const t = useT(discoveryMessages);
  const language = useLanguage();
  const locale = useLocale();
  const { params, today, update } = useFindParams();
  const { lat, lng, miles, search, cat, subcategory, sort, day, period, online } = params;
  const timeFilters = { day, period, online };
  // The address names the search centre only until the map moves away from it.
  const [named, setNamed] = useState({ address: params.address, lat, lng });
  const here =
    roundCoord(named.lat) === roundCoord(lat) && roundCoord(named.lng) === roundCoord(lng);
  const address = here ? named.address : '';
  const [hovered, setHovered] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // The page number is not part of the shared URL: a new search starts again at page 1.
  const searchKey = JSON.stringify([
    lat,
    lng,
    miles,
    search,
    cat,
    subcategory,
    sort,
    day,
    period,
    online,
  ]);
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;

  const nearby = useNearbyCompanies({
    lat,
    lng,
    miles,
    search,
    cat,
    subcategory,
    sort,
    day,
    period,
    online,
    page,
  });
  const companies = nearby.data?.items;
  const milesText = formatMiles(miles, locale, miles < 10 ? 1 : 0);
  const total = nearby.data?.total ?? 0;

  // Decision 038: only the visitor changes the area. Searching the map's area takes its centre and
  // size (a move still under way replaces its own history entry); dropping the centre moves the
  // same circle; a new address starts again at 15 miles.
  const [searchAsMove, setSearchAsMove] = useSearchAsMove();
  const onSearchArea = (area: SearchArea, options: { replace: boolean }) => update(area, options);
  const onCentreDrop = (point: { lat: number; lng: number }) => update(point);

  return (
    <Stack gap="md" className={classes.layout}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('discovery.find.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {address
              ? t('discovery.find.within', { miles: milesText, address })
              : t('discovery.find.withinCentre', { miles: milesText })}
          </Text>
        </Stack>
        <Box style={{ flexShrink: 0 }}>
          <TourButton steps={tourOf(t)} />
        </Box>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="sm">
          <FindLocation
            address={named.address}
            prominent={!params.located}
            onLocate={(place) => {
              setNamed(place);
              update({ lat: place.lat, lng: place.lng, miles: null });
            }}
          />
          <FindFilters
            search={search}
            cat={cat}
            subcategory={subcategory}
            onChange={update}
            narrowExtra={<TimeFiltersButton {...timeFilters} today={today} onChange={update} />}
          />
          <div className={classes.wideOnly}>
            <TimeFilters {...timeFilters} today={today} onChange={update} />
          </div>
        </Stack>
      </Paper>
      <div className={classes.columns}>
        <div className={classes.listPane} ref={listRef} data-tour="find-list">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="wrap" mih={30}>
              <Text fz="sm" c="dimmed" aria-live="polite">
                {nearby.data && t('discovery.find.count', { count: total })}
              </Text>
              {/* The order only: the area and the filters stay as they are (decision 038). */}
              <Group gap="xs" wrap="nowrap">
                <Text fz="sm" id="find-sort-label">
                  {t('discovery.find.sortBy')}
                </Text>
                <SegmentedChoice
                  size="xs"
                  aria-labelledby="find-sort-label"
                  data={sortsOf(t)}
                  value={sort}
                  onChange={(v) => update({ sort: v === 'distance' ? null : v })}
                />
              </Group>
            </Group>
            <NearbyList
              companies={companies}
              loading={nearby.isPending}
              error={nearby.isError ? errorText(nearby.error, t) : null}
              stale={nearby.isPlaceholderData}
              noTimes={noTimesText(timeFilters, today, t, language)}
              activeId={hovered}
              onHover={setHovered}
            />
            <Paginator
              page={page}
              total={total}
              onChange={(next) => {
                setPaging({ key: searchKey, page: next });
                listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
              }}
            />
          </Stack>
        </div>
        <MapPane
          lat={lat}
          lng={lng}
          radiusMeters={miles * METERS_PER_MILE}
          companies={companies ?? []}
          activeId={hovered}
          onHover={setHovered}
          onSearchArea={onSearchArea}
          onCentreDrop={onCentreDrop}
          searchAsMove={searchAsMove}
          onSearchAsMoveChange={setSearchAsMove}
        />
      </div>
    </Stack>
  );
}
