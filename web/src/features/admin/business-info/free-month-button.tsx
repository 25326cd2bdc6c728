import { Button, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { notify } from '../../../lib/notify.ts';
import { useAddFreeMonth } from '../data/featured.ts';

/** 'Add Free Month': one more free month for the business's owner (POST /feature/add-free-month). */
export function FreeMonthButton({ ownerId }: { ownerId: string }) {
  const grant = useAddFreeMonth();
  const add = () =>
    grant.mutate(ownerId, {
      onSuccess: (answer) => notify(answer?.message || 'Free month added successfully'),
      onError: () => notify('Failed to add free month', 'danger'),
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconGift size={18} />}
        onClick={add}
        loading={grant.isPending}
        aria-describedby="free-month-hint"
      >
        Add Free Month
      </Button>
      <Text id="free-month-hint" fz="xs" c="dimmed">
        Free month credit to this business user
      </Text>
    </Stack>
  );
}
