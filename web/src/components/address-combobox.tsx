import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Place } from '@slotmap/domain/places';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useEffect } from 'react';
import { ApiError, api } from '../lib/api-client.ts';
import { type Translate, useT } from '../lib/i18n/use-t.tsx';
import { companyFormMessages } from './company-form/messages.ts';
import type { AddressInputProps } from './address-search.tsx';

/** Suggestions start after this many characters: one letter matches half the continent. */
const MIN_QUERY = 2;
const DEBOUNCE_MS = 150;

type CompanyFormId = NonNullable<(typeof companyFormMessages)['ids']>;

/** Spec §8: the geocoder's own failure message names the status. */
function failureText(error: unknown, t: Translate<CompanyFormId>) {
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0
    ? t('companyForm.address.failedOffline')
    : t('companyForm.address.failed', { status });
}

interface AddressComboboxProps {
  /** The box itself, as AddressSearch draws it before this code has loaded. */
  input: AddressInputProps;
  inputRef: Ref<HTMLInputElement>;
  text: string;
  onText: (text: string) => void;
  onPick: (place: Place) => void;
}

/**
 * The suggestions of AddressSearch over GET /api/places/search (Canada and the US only):
 * debounced, keyboard operable (arrows, Enter, Escape), with a loading indicator and 'No results
 * found'. Loaded by AddressSearch when the box is first focused.
 */
export function AddressCombobox({ input, inputRef, text, onText, onPick }: AddressComboboxProps) {
  const t = useT(companyFormMessages);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);

  const enabled = debounced.length >= MIN_QUERY && combobox.dropdownOpened;
  const search = useQuery({
    queryKey: ['places', 'search', debounced],
    queryFn: () => api.get<Place[]>(`/places/search?q=${encodeURIComponent(debounced)}`),
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
  const places = search.data ?? [];
  const waiting = enabled && (search.isFetching || text.trim() !== debounced);

  // Highlight the first suggestion so Enter picks it.
  useEffect(() => {
    if (places.length > 0) combobox.selectFirstOption();
  }, [places, combobox]);

  const pick = (id: string) => {
    const place = places.find((p) => p.id === id);
    if (!place) return;
    onText(place.label);
    combobox.closeDropdown();
    onPick(place);
  };

  const showList = text.trim().length >= MIN_QUERY;
  let body: ReactNode;
  if (search.isError) body = <Combobox.Empty>{failureText(search.error, t)}</Combobox.Empty>;
  else if (search.data && places.length === 0 && !waiting)
    body = <Combobox.Empty>{t('companyForm.address.noResults')}</Combobox.Empty>;
  else if (!search.data)
    body = <Combobox.Empty>{t('companyForm.address.searching')}</Combobox.Empty>;
  else
    body = places.map((place) => (
      <Combobox.Option value={place.id} key={place.id}>
        <Text fz="sm">{place.label}</Text>
      </Combobox.Option>
    ));

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          {...input}
          ref={inputRef}
          rightSection={
            waiting ? (
              <Loader size={16} aria-label={t('companyForm.address.searchingAddresses')} />
            ) : null
          }
          onChange={(event) => {
            input.onChange(event);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => {
            combobox.openDropdown();
            input.onFocus(event);
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showList}>
        <Combobox.Options aria-label={t('companyForm.address.suggestions')}>
          {body}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
