import { Group, Stack, Text, TextInput } from '@mantine/core';
import { EARLIEST_DATE, LATEST_DATE } from '@slotmap/domain/date-range';
import { translateMessage } from '../../../lib/i18n/domain-messages.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { adminMessages } from '../messages.ts';
import type { useSignUpRange } from './use-sign-up-range.ts';

const PROBLEM = 'sign-up-range-problem';

/**
 * The Users tab's two sign-up dates, side by side even on a phone (the two ends of one range),
 * marked when wrong, with what is wrong in one line under them.
 */
export function SignUpRangeInputs({ range }: { range: ReturnType<typeof useSignUpRange> }) {
  const t = useT(adminMessages);
  const language = useLanguage();
  const { typed, marked, problems } = range;
  return (
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          type="date"
          label={t('admin.users.signedUpFrom')}
          value={typed.startDate}
          min={EARLIEST_DATE}
          max={typed.endDate || LATEST_DATE}
          onChange={(e) => range.setStartDate(e.currentTarget.value)}
          error={marked.startDate}
          aria-describedby={marked.startDate ? PROBLEM : undefined}
          w={{ base: 0, xs: 170 }}
          flex={{ base: 1, xs: 'none' }}
        />
        <TextInput
          type="date"
          label={t('admin.users.signedUpUntil')}
          value={typed.endDate}
          min={typed.startDate || EARLIEST_DATE}
          max={LATEST_DATE}
          onChange={(e) => range.setEndDate(e.currentTarget.value)}
          error={marked.endDate}
          aria-describedby={marked.endDate ? PROBLEM : undefined}
          w={{ base: 0, xs: 170 }}
          flex={{ base: 1, xs: 'none' }}
        />
      </Group>
      {problems.length > 0 && (
        <Text id={PROBLEM} c="red" fz="sm" role="alert" maw={{ xs: 352 }}>
          {problems.map((p) => translateMessage(p, language)).join(' ')}
        </Text>
      )}
    </Stack>
  );
}
