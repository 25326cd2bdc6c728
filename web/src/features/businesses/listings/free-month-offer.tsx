import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlanView } from '@slotmap/domain/listings';
import { IconGift } from '@tabler/icons-react';
import { readMessage } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { businessMessages } from '../messages.ts';
import { useFreeMonth } from './data.ts';

interface FreeMonthOfferProps {
  companyId: string;
  /** The owner's unused free months. */
  freeMonths: number;
  plans: PlanView[];
}

/**
 * 'Use a free month' while the owner has one (spec §9: offered only when free_months is above 0;
 * one free month can be used once for a single business). A business that has used its one is
 * not offered another: the server would refuse it, so the panel says why instead.
 */
export function FreeMonthOffer({ companyId, freeMonths, plans }: FreeMonthOfferProps) {
  const t = useT(businessMessages);
  const freeMonth = useFreeMonth();
  if (freeMonths <= 0) return null;
  const used = plans.some((p) => p.free_month);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{t('businesses.listings.freeMonths', { count: freeMonths })}</Text>
          <Text fz="sm" c="dimmed">
            {t(used ? 'businesses.listings.freeMonthUsed' : 'businesses.listings.freeMonthRule')}
          </Text>
        </Stack>
        {!used && (
          <Button
            variant="light"
            leftSection={<IconGift size={18} />}
            loading={freeMonth.isPending}
            onClick={() =>
              freeMonth.mutate(companyId, {
                // The server's own words ('Free month applied'), which it leaves English.
                onSuccess: (a) => notify(readMessage(a.message)),
                onError: notifyError,
              })
            }
          >
            {t('businesses.listings.useFreeMonth')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
