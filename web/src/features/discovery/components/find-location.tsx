import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { AddressSearch } from '../../../components/address-search.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import type { LocationState } from '../data/find-params.ts';
import { discoveryMessages } from '../messages.ts';
import { LocateButton } from './locate-button.tsx';
import { LocateIconButton } from './locate-icon-button.tsx';

interface FindLocationProps {
  address: string;
  /** No place was given: ask for one before anything else. */
  prominent: boolean;
  onLocate: (place: LocationState) => void;
}

/** Where /find searches: an address with autocomplete (CA and US) or the visitor's position. */
export function FindLocation({ address, prominent, onLocate }: FindLocationProps) {
  const t = useT(discoveryMessages);
  const [error, setError] = useState<string | null>(null);
  const found = (place: LocationState) => {
    setError(null);
    onLocate(place);
  };
  return (
    <Box data-tour="find-location">
      {prominent && (
        <Group gap="sm" wrap="nowrap" mb="sm" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <IconMapPinQuestion size={20} />
          </ThemeIcon>
          <Box>
            <Text fw={700}>{t('discovery.location.ask')}</Text>
            <Text fz="sm" c="dimmed">
              {t('discovery.location.askText')}
            </Text>
          </Box>
        </Group>
      )}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Box flex={1} miw={0}>
          <AddressSearch
            name="location"
            label={t('discovery.location.label')}
            placeholder={t('discovery.location.placeholder')}
            value={address}
            error={error}
            onInputChange={() => setError(null)}
            onPick={(place) => found({ lat: place.lat, lng: place.lng, address: place.label })}
          />
        </Box>
        {/* Level with the box, below its label. */}
        <Box pt={25}>
          <LocateButton onFound={found} onError={setError} visibleFrom="sm" />
          <LocateIconButton onFound={found} onError={setError} hiddenFrom="sm" />
        </Box>
      </Group>
    </Box>
  );
}
