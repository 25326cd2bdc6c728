import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlanView } from '@slotmap/domain/listings';
import { IconGift } from '@tabler/icons-react';
import { notify, notifyError } from '../../../lib/notify.ts';
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
  const freeMonth = useFreeMonth();
  if (freeMonths <= 0) return null;
  const used = plans.some((p) => p.free_month);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{`You have ${freeMonths} free month${freeMonths > 1 ? 's' : ''}`}</Text>
          <Text fz="sm" c="dimmed">
            {used
              ? 'This business has already used its free month: use yours on another of your businesses.'
              : 'You can use 1 free month once for a single business.'}
          </Text>
        </Stack>
        {!used && (
          <Button
            variant="light"
            leftSection={<IconGift size={18} />}
            loading={freeMonth.isPending}
            onClick={() =>
              freeMonth.mutate(companyId, {
                onSuccess: (a) => notify(a.message),
                onError: notifyError,
              })
            }
          >
            Use a free month
          </Button>
        )}
      </Group>
    </Paper>
  );
}
