import { Select } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { useMyCompanies } from '../data/companies.ts';

interface BusinessSwitcherProps {
  current: CompanyView;
  onSwitch: (id: string) => void;
}

/** A dropdown of the owner's businesses (spec §2); the current one is listed even if not theirs. */
export function BusinessSwitcher({ current, onSwitch }: BusinessSwitcherProps) {
  const mine = useMyCompanies();
  const companies = mine.data ?? [];
  const data = companies.some((c) => c._id === current._id)
    ? companies.map((c) => ({ value: c._id, label: c.name }))
    : [
        { value: current._id, label: current.name },
        ...companies.map((c) => ({ value: c._id, label: c.name })),
      ];

  return (
    <Select
      label="Business"
      data={data}
      value={current._id}
      allowDeselect={false}
      searchable={data.length > 8}
      disabled={mine.isPending}
      onChange={(id) => id && id !== current._id && onSwitch(id)}
      style={{ flex: 1, minWidth: 0 }}
      maw={{ sm: 300 }}
      data-tour="business-switcher"
    />
  );
}
