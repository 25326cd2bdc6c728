import 'leaflet/dist/leaflet.css';
import { Anchor, Stack, Text, useMantineTheme } from '@mantine/core';
import type { NearbyCompanyView } from '@slotmap/domain/company-view';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@slotmap/domain/map';
import L, { type LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import {
  Circle,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { Link } from 'react-router';
import { roundCoord } from '../data/find-params.ts';
import classes from './company-map.module.css';

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
const CENTRE = L.divIcon({
  className: '',
  html: `<div class="${classes.centre}"></div>`,
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

interface CompanyMapProps extends MapView {
  radiusMeters: number;
  companies: NearbyCompanyView[];
  activeId: string | null;
  onHover: (id: string | null) => void;
  /** The visitor panned or zoomed: the new centre and zoom. */
  onMove: (view: MapView) => void;
  /** The search centre marker was dropped somewhere else. */
  onCentreDrop: (point: { lat: number; lng: number }) => void;
}

/**
 * The map shows `view` when it is centred within a couple of pixels of it at the same zoom.
 * Leaflet pans in whole pixels, so an exact comparison would chase its own rounding.
 */
function shows(map: L.Map, view: MapView): boolean {
  if (map.getZoom() !== view.zoom) return false;
  const centre = map.getSize().divideBy(2);
  return map.latLngToContainerPoint([view.lat, view.lng]).distanceTo(centre) < 2;
}

/** Keeps the map and the URL in step both ways without echoing a change back. */
function ViewSync({ view, onMove }: { view: MapView; onMove: (view: MapView) => void }) {
  const map = useMap();
  const latest = useRef(view);
  latest.current = view;

  // The URL changed (back button, address picked): move the map there.
  useEffect(() => {
    if (!shows(map, view)) map.setView([view.lat, view.lng], view.zoom);
  }, [map, view]);

  // A zoom ends with a moveend too, so one handler covers panning and zooming.
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      moveend: () => {
        if (shows(map, latest.current)) return;
        const c = map.getCenter();
        onMove({ lat: roundCoord(c.lat), lng: roundCoord(c.lng), zoom: map.getZoom() });
      },
    }),
    [map, onMove],
  );
  useMapEvents(handlers);
  return null;
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
      title="Search centre: drag to search somewhere else"
      alt="Search centre"
      zIndexOffset={-100}
      eventHandlers={handlers}
    />
  );
}

/** The /find map (Leaflet): the search circle, the searched point and a pin per business. */
export function CompanyMap({
  lat,
  lng,
  zoom,
  radiusMeters,
  companies,
  activeId,
  onHover,
  onMove,
  onCentreDrop,
}: CompanyMapProps) {
  const theme = useMantineTheme();
  const primary = theme.colors[theme.primaryColor][6];
  const view = useMemo(() => ({ lat, lng, zoom }), [lat, lng, zoom]);
  return (
    <div className={classes.frame}>
      <MapContainer
        className={classes.map}
        center={[lat, lng]}
        zoom={zoom}
        minZoom={MAP_ZOOM_MIN}
        maxZoom={MAP_ZOOM_MAX}
      >
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
        <ViewSync view={view} onMove={onMove} />
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
                panning, and every pan is a new search. */}
            <Popup autoPan={false}>
              <Stack gap={2}>
                <Text component="div" fw={700} fz="sm">
                  {company.name}
                </Text>
                {company.category && (
                  <Text component="div" fz="xs" c="dimmed">
                    {company.category} · {company.distance.toFixed(1)} mi
                  </Text>
                )}
                <Anchor component={Link} to={`/company/${company._id}`} fz="sm">
                  View business
                </Anchor>
              </Stack>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
