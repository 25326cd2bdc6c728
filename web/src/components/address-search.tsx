import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PLACE_RESULTS_DEFAULT, type Place } from '@slotmap/domain/places';
import { IconMapPin } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, api } from '../lib/api-client.ts';

/** Suggestions start after this many characters: one letter matches half the continent. */
const MIN_QUERY = 2;
const DEBOUNCE_MS = 150;
/** Phones, where the on-screen keyboard takes the lower half of the screen. */
const PHONE = '(max-width: 47.99em)';
/** Room kept above the box when it is lifted: the 60 px header, the label and its hint. */
const LIFTED_MARGIN_PX = 120;

interface AddressSearchProps {
  /** The address shown in the box, e.g. the label of the place chosen last. */
  value?: string;
  /** A suggestion was chosen: its street, city, province, country, postal code and coordinates. */
  onPick: (place: Place) => void;
  /** The text was edited after a pick: the earlier place no longer matches what is shown. */
  onInputChange?: (text: string) => void;
  label?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
}

/** Spec §8: the geocoder's own failure message names the status. */
function failureText(error: unknown) {
  const status = error instanceof ApiError ? error.status : 0;
  return `Geocoder failed due to: ${status === 0 ? 'no connection' : status}`;
}

/**
 * Address autocomplete over GET /api/places/search (Canada and the US only): debounced, keyboard
 * operable (arrows, Enter, Escape), with a loading indicator and 'No results found'.
 */
export function AddressSearch({
  value = '',
  onPick,
  onInputChange,
  label = 'Address',
  placeholder = 'Start typing an address, city or postal code',
  error,
  required,
  description,
}: AddressSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);

  // A new value from the parent (a pick, a reset, a loaded record) replaces the typed text.
  useEffect(() => setText(value), [value]);

  const enabled = debounced.length >= MIN_QUERY && combobox.dropdownOpened;
  const search = useQuery({
    queryKey: ['places', 'search', debounced],
    queryFn: () =>
      api.get<Place[]>(
        `/places/search?q=${encodeURIComponent(debounced)}&limit=${PLACE_RESULTS_DEFAULT}`,
      ),
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
    setText(place.label);
    combobox.closeDropdown();
    onPick(place);
  };

  const showList = text.trim().length >= MIN_QUERY;
  let body: ReactNode;
  if (search.isError) body = <Combobox.Empty>{failureText(search.error)}</Combobox.Empty>;
  else if (search.data && places.length === 0 && !waiting)
    body = <Combobox.Empty>No results found</Combobox.Empty>;
  else if (!search.data) body = <Combobox.Empty>Searching…</Combobox.Empty>;
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
          label={label}
          placeholder={placeholder}
          description={description}
          required={required}
          error={error}
          value={text}
          autoComplete="off"
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={waiting ? <Loader size={16} aria-label="Searching addresses" /> : null}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            onInputChange?.(next);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          styles={{ input: { scrollMarginTop: LIFTED_MARGIN_PX } }}
          onFocus={(event) => {
            combobox.openDropdown();
            // Near the bottom of a phone the keyboard would cover the suggestions: lift the box.
            if (window.matchMedia(PHONE).matches) {
              event.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showList}>
        <Combobox.Options aria-label="Address suggestions">{body}</Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
