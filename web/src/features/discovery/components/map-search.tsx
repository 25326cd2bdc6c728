import { Button, Group, Paper, Switch } from '@mantine/core';
import { MAX_RADIUS_MILES, METERS_PER_MILE, MIN_RADIUS_MILES } from '@slotmap/domain/map';
import { IconSearch } from '@tabler/icons-react';
import L, { type LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { roundCoord } from '../data/find-params.ts';
import { MoveSearch } from '../data/search-as-move.ts';
import { discoveryMessages } from '../messages.ts';
import classes from './company-map.module.css';

/** The area searched: a centre and a radius. */
export interface SearchArea {
  lat: number;
  lng: number;
  miles: number;
}

export interface MapSearchProps {
  lat: number;
  lng: number;
  radiusMeters: number;
  /** The visitor asked to search the area the map now shows (replace: still the same move). */
  onSearchArea: (area: SearchArea, options: { replace: boolean }) => void;
  /** "Search as I move the map" (decision 038). */
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
}

/** How the map fits a searched circle: at once, with a little room around it. */
const FIT: L.FitBoundsOptions = { animate: false, padding: [8, 8] };

/** The largest circle, centred on the map, that the map shows whole (a little inside its edge). */
function visibleArea(map: L.Map): SearchArea {
  const c = map.getCenter();
  const bounds = map.getBounds();
  const meters = Math.min(
    map.distance(c, [c.lat, bounds.getEast()]),
    map.distance(c, [bounds.getNorth(), c.lng]),
  );
  const miles = (meters * 0.95) / METERS_PER_MILE;
  return {
    lat: roundCoord(c.lat),
    lng: roundCoord(c.lng),
    miles: Math.round(Math.min(MAX_RADIUS_MILES, Math.max(MIN_RADIUS_MILES, miles)) * 100) / 100,
  };
}

const sameArea = (a: SearchArea | null, lat: number, lng: number, radiusMeters: number) =>
  a !== null &&
  a.lat === roundCoord(lat) &&
  a.lng === roundCoord(lng) &&
  Math.abs(a.miles * METERS_PER_MILE - radiusMeters) < 1;

/**
 * The map and the search follow each other (decision 038). A search the map did not make (an
 * address, a dropped centre, Back) fits the map to its circle. A move of the visitor's searches the
 * circle the map shows, by itself while "Search as I move the map" is on, else through "Search this
 * area"; the map then stays where the visitor left it.
 */
export function MapSearch({
  lat,
  lng,
  radiusMeters,
  onSearchArea,
  searchAsMove,
  onSearchAsMoveChange,
}: MapSearchProps) {
  const t = useT(discoveryMessages);
  const map = useMap();
  const fitted = useRef<{ centre: L.LatLng; zoom: number } | null>(null);
  // Set while the map is moved by the page, whose events are not the visitor's moves.
  const fitting = useRef(false);
  const lastSearched = useRef<SearchArea | null>(null);
  const [moved, setMoved] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);

  const search = (options: { replace: boolean }) => {
    const area = visibleArea(map);
    lastSearched.current = area;
    onSearchArea(area, options);
  };
  const searchRef = useRef(search);
  searchRef.current = search;
  const moves = useMemo(() => new MoveSearch((options) => searchRef.current(options)), []);
  useEffect(() => {
    if (!searchAsMove) moves.cancel();
    return () => moves.cancel();
  }, [moves, searchAsMove]);

  // The controls sit on the map: a press on them must not start a drag or reach the map's click.
  useEffect(() => {
    if (overlay.current) L.DomEvent.disableClickPropagation(overlay.current);
  });

  useEffect(() => {
    const remember = () => {
      fitted.current = { centre: map.getCenter(), zoom: map.getZoom() };
      setMoved(false);
    };
    if (sameArea(lastSearched.current, lat, lng, radiusMeters)) return remember();
    fitting.current = true;
    // Without animation the view is set at once, so it can be remembered as the fitted one.
    map.fitBounds(L.latLng(lat, lng).toBounds(radiusMeters * 2), FIT);
    fitting.current = false;
    remember();
  }, [map, lat, lng, radiusMeters]);

  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      movestart: () => {
        if (!fitting.current && searchAsMove) moves.moveStart();
      },
      moveend: () => {
        const view = fitted.current;
        if (fitting.current || !view) return;
        if (searchAsMove) moves.moveEnd();
        const centre = map.getSize().divideBy(2);
        const shift = map.latLngToContainerPoint(view.centre).distanceTo(centre);
        // Leaflet pans in whole pixels: a couple of pixels is still the fitted view.
        setMoved(map.getZoom() !== view.zoom || shift >= 2);
      },
    }),
    [map, moves, searchAsMove],
  );
  useMapEvents(handlers);

  return (
    <div className={classes.searchArea} ref={overlay}>
      <Group gap="xs" justify="center">
        <Paper shadow="sm" radius="xl" px="sm" py={6} className={classes.searchSwitch}>
          <Switch
            size="xs"
            label={t('discovery.map.searchAsMove')}
            checked={searchAsMove}
            onChange={(event) => onSearchAsMoveChange(event.currentTarget.checked)}
          />
        </Paper>
        {moved && !searchAsMove && (
          <Button
            size="xs"
            radius="xl"
            leftSection={<IconSearch size={14} />}
            onClick={() => search({ replace: false })}
          >
            {t('discovery.map.searchArea')}
          </Button>
        )}
      </Group>
    </div>
  );
}
