import { Select } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

interface ServiceSelectProps {
  data: { value: string; label: string }[];
  value: string;
  onChange: (serviceId: string) => void;
}

/** The list of services, for more or longer names than fit side by side (service-filter.tsx). */
export function ServiceSelect({ data, value, onChange }: ServiceSelectProps) {
  const t = useT(companyPageMessages);
  return (
    <Select
      label={t('companyPage.service')}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
    />
  );
}
