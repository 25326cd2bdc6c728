import { useDebouncedValue } from '@mantine/hooks';
import type { CompanyView } from '@slotmap/domain/company-view';
import { useState } from 'react';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useBusinessOptions } from '../data/companies.ts';
import { servicesMessages } from './messages.ts';

interface BusinessSwitcherProps {
  current: CompanyView;
  onSwitch: (id: string) => void;
}

/**
 * A dropdown of the owner's businesses (spec §2); the current one is listed even if not theirs.
 * It lists the first 50; typing searches all of them on the server, so none is out of reach.
 */
export function BusinessSwitcher({ current, onSwitch }: BusinessSwitcherProps) {
  const t = useT(servicesMessages);
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  // The box shows the current business's name while closed; that is not a search.
  const search = debounced === current.name ? '' : debounced;
  const options = useBusinessOptions(search);
  const companies = options.data?.items ?? [];
  const listed = companies.some((c) => c._id === current._id) ? companies : [current, ...companies];
  const data = listed.map((c) => ({ value: c._id, label: c.name }));

  return (
    <DeferredSelect
      label={t('services.switcher.label')}
      data={data}
      value={current._id}
      allowDeselect={false}
      // A short list needs no search box; once a search runs, the box stays.
      searchable={search !== '' || (options.data?.total ?? 0) > 8}
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has searched already; the name may match in its city or category.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('services.switcher.nothingFound')}
      disabled={options.isPending}
      onChange={(id) => {
        if (id && id !== current._id) onSwitch(id);
      }}
      style={{ flex: 1, minWidth: 0 }}
      maw={{ sm: 300 }}
      data-tour="business-switcher"
    />
  );
}
