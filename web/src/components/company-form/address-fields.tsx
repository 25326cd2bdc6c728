import { Stack, TextInput } from '@mantine/core';
import type { Place } from '@slotmap/domain/places';
import type { ReactNode } from 'react';
import { AddressSearch } from '../address-search.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { type LocationValues, placeLine } from './location.ts';
import { companyFormMessages } from './messages.ts';

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
  const t = useT(companyFormMessages);
  return (
    <Stack gap="sm">
      <AddressSearch
        label={t('companyForm.address.search')}
        placeholder={t('companyForm.address.searchPlaceholder')}
        required
        value={placeLine(value)}
        onPick={onPick}
        onInputChange={onType}
        error={error}
        description={t('companyForm.address.searchHint')}
      />
      <TextInput
        label={t('companyForm.address.street')}
        required={streetRequired}
        error={streetError}
        placeholder={t('companyForm.address.streetPlaceholder')}
        autoComplete="address-line1"
        maxLength={100}
        value={value.street_address}
        onChange={(e) => onStreet('street_address', e.currentTarget.value)}
      />
      <TextInput
        label={t('companyForm.address.street2')}
        placeholder={t('companyForm.address.street2Placeholder')}
        maxLength={50}
        value={value.street_address_2}
        autoComplete="address-line2"
        onChange={(e) => onStreet('street_address_2', e.currentTarget.value)}
      />
    </Stack>
  );
}
