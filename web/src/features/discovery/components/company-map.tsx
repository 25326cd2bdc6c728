import 'leaflet/dist/leaflet.css';
import { Anchor, Stack, Text, useMantineTheme } from '@mantine/core';
import type { NearbyCompanyView } from '@slotmap/domain/company-view';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX } from '@slotmap/domain/map';
import L, { type LeafletEventHandlerFnMap } from 'leaflet';
import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import classes from './company-map.module.css';
import { MapSearch, type MapSearchProps } from './map-search.tsx';
import { useCategoryName } from '../../../components/categories/category-name.ts';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { useLanguage, useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { discoveryMessages } from '../messages.ts';
import { formatMiles } from './miles.ts';
import { nextTime } from '../next-time.ts';
import { NextTimeLine } from './next-time-line.tsx';

const TILE_URL: string =
  import.meta.env.VITE_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// Markers are drawn with HTML, not Leaflet's default PNGs: nothing to resolve through the
// bundler, and they take the theme's colour.
const pinIcon = (active: boolean) =>
  L.divIcon({
    className: '',
    html: `<div class="${classes.pin} ${active ? classes.pinActive : ''}"></div>`,
    iconSize: [26, 26],
    iconAnchor: [13, 30],
    popupAnchor: [0, -30],
  });
const PIN = pinIcon(false);
const PIN_ACTIVE = pinIcon(true);
// The dot is 18 px; its 24-px box is what a finger can grab (WCAG 2.2 target size).
const CENTRE = L.divIcon({
  className: '',
  html: `<div class="${classes.centre}"></div>`,
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

// Low enough to fit the largest searched circle (100 miles) in a phone's map; the spec's 12 would
// cut a 15-mile circle off on every screen.
const MAP_ZOOM_FIT_MIN = 5;

interface CompanyMapProps extends MapSearchProps {
  companies: NearbyCompanyView[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  /** The search centre marker was dropped somewhere else. */
  onCentreDrop: (point: { lat: number; lng: number }) => void;
}

/**
 * Its children are drawn after it is: the map, then its fit to the circle and its pins, then its
 * tiles, each in a task of its own rather than one task long enough to hold up a tap on a phone.
 */
function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

/** The search centre. Dragging it must not drag the map underneath (spec §2 Find). */
function CentreMarker({
  lat,
  lng,
  onDrop,
}: {
  lat: number;
  lng: number;
  onDrop: CompanyMapProps['onCentreDrop'];
}) {
  const t = useT(discoveryMessages);
  const map = useMap();
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragstart: () => map.dragging.disable(),
      dragend: (event) => {
        map.dragging.enable();
        const { lat: dropLat, lng: dropLng } = (event.target as L.Marker).getLatLng();
        onDrop({ lat: dropLat, lng: dropLng });
      },
    }),
    [map, onDrop],
  );
  return (
    <Marker
      position={[lat, lng]}
      icon={CENTRE}
      draggable
      title={t('discovery.map.centreTitle')}
      alt={t('discovery.map.centre')}
      zIndexOffset={-100}
      eventHandlers={handlers}
    />
  );
}

/** The popup's next free time, or how the business books otherwise (decision 062). */
function PopupNextTime({ company }: { company: NearbyCompanyView }) {
  const next = nextTime(company, new Date(), undefined, useLanguage());
  return next ? <NextTimeLine next={next} compact /> : null;
}

/** The /find map (Leaflet): the search circle, the searched point and a pin per business. */
export function CompanyMap({
  lat,
  lng,
  radiusMeters,
  companies,
  activeId,
  onHover,
  onSearchArea,
  onCentreDrop,
  searchAsMove,
  onSearchAsMoveChange,
}: CompanyMapProps) {
  const t = useT(discoveryMessages);
  const categoryName = useCategoryName();
  const locale = useLocale();
  const theme = useMantineTheme();
  const primary = theme.colors[theme.primaryColor][6];
  return (
    <div className={classes.frame}>
      <MapContainer
        className={classes.map}
        // Made at the search centre; MapSearch fits it to the circle a step later, so making the
        // map and measuring it for the fit are not one long task.
        center={[lat, lng]}
        zoom={MAP_ZOOM_DEFAULT}
        minZoom={MAP_ZOOM_FIT_MIN}
        maxZoom={MAP_ZOOM_MAX}
        // Half steps let the circle fill the map instead of a quarter of it.
        zoomSnap={0.5}
      >
        <Later>
          <MapSearch
            lat={lat}
            lng={lng}
            radiusMeters={radiusMeters}
            onSearchArea={onSearchArea}
            searchAsMove={searchAsMove}
            onSearchAsMoveChange={onSearchAsMoveChange}
          />
          <Circle
            center={[lat, lng]}
            radius={radiusMeters}
            pathOptions={{ color: primary, weight: 2, fillColor: primary, fillOpacity: 0.08 }}
          />
          <CentreMarker lat={lat} lng={lng} onDrop={onCentreDrop} />
          {companies.map((company) => (
            <Marker
              key={company._id}
              position={[company.location.lat, company.location.lng]}
              icon={company._id === activeId ? PIN_ACTIVE : PIN}
              zIndexOffset={company._id === activeId ? 1000 : 0}
              title={company.name}
              alt={company.name}
              eventHandlers={{
                mouseover: () => onHover(company._id),
                mouseout: () => onHover(null),
              }}
            >
              {/* No auto-pan: a popup pulling the map back to itself would undo the visitor's own
                panning and offer to search an area they did not choose. */}
              <Popup autoPan={false}>
                <Stack gap={2}>
                  <Text component="div" fw={700} fz="sm">
                    {company.name}
                  </Text>
                  {company.category && (
                    <Text component="div" fz="xs" c="dimmed">
                      {t('discovery.map.categoryMiles', {
                        category: categoryName(company.category),
                        distance: formatMiles(company.distance, locale),
                      })}
                    </Text>
                  )}
                  <RatingSummary rating={company.rating} />
                  <PopupNextTime company={company} />
                  <Anchor component={Link} to={`/company/${company._id}`} fz="sm">
                    {t('discovery.map.view')}
                  </Anchor>
                </Stack>
              </Popup>
            </Marker>
          ))}
          <Later>
            <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
          </Later>
        </Later>
      </MapContainer>
    </div>
  );
}
