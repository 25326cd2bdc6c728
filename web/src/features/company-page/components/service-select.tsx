import { Select } from '@mantine/core';

interface ServiceSelectProps {
  data: { value: string; label: string }[];
  value: string;
  onChange: (serviceId: string) => void;
}

/** The list of services, for more or longer names than fit side by side (service-filter.tsx). */
export function ServiceSelect({ data, value, onChange }: ServiceSelectProps) {
  return (
    <Select
      label="Service"
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
    />
  );
}
