import { TextInput } from '@mantine/core';
import { MIN_SEARCH_LENGTH } from '@slotmap/domain/constants';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { adminMessages } from '../messages.ts';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The hint under the box, so the box stays level with fields aligned by their tops. */
  hintBelow?: boolean;
}

/** A list's search box; the server searches from three characters on (decision 027). */
export function SearchBox({ label, placeholder, value, onChange, hintBelow }: SearchBoxProps) {
  const t = useT(adminMessages);
  const short = value.trim().length > 0 && value.trim().length < MIN_SEARCH_LENGTH;
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={short ? t('admin.search.tooShort', { count: MIN_SEARCH_LENGTH }) : undefined}
      inputWrapperOrder={hintBelow ? ['label', 'input', 'description', 'error'] : undefined}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
