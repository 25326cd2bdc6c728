import { Stack, TextInput } from '@mantine/core';
import type { Place } from '@slotmap/domain/places';
import type { ReactNode } from 'react';
import { AddressSearch } from '../address-search.tsx';
import { type LocationValues, placeLine } from './location.ts';

interface AddressFieldsProps {
  value: LocationValues;
  onPick: (place: Place) => void;
  /** The search text changed after a pick: the parent drops the coordinates. */
  onType: () => void;
  onStreet: (field: 'street_address' | 'street_address_2', value: string) => void;
  error?: ReactNode;
  /** The admin's Add Business form requires a street (spec business §5). */
  streetRequired?: boolean;
  streetError?: ReactNode;
}

/** The location from the address search, then the street lines the owner types. */
export function AddressFields({
  value,
  onPick,
  onType,
  onStreet,
  error,
  streetRequired,
  streetError,
}: AddressFieldsProps) {
  return (
    <Stack gap="sm">
      <AddressSearch
        label="City or postal code"
        required
        value={placeLine(value)}
        onPick={onPick}
        onInputChange={onType}
        error={error}
        description="Choose your location from the list (Canada and the US)."
      />
      <TextInput
        label="Street Address"
        required={streetRequired}
        error={streetError}
        placeholder="123 Main St"
        autoComplete="address-line1"
        maxLength={100}
        value={value.street_address}
        onChange={(e) => onStreet('street_address', e.currentTarget.value)}
      />
      <TextInput
        label="Street Address 2"
        placeholder="Suite, unit, floor"
        maxLength={50}
        value={value.street_address_2}
        autoComplete="address-line2"
        onChange={(e) => onStreet('street_address_2', e.currentTarget.value)}
      />
    </Stack>
  );
}
