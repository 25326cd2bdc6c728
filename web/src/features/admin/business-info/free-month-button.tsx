import { Button, Stack, Text } from '@mantine/core';
import type { OwnerView } from '@slotmap/domain/company-view';
import { IconGift } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { fullName } from '../components/format.ts';
import { useAddFreeMonth } from '../data/featured.ts';

interface FreeMonthButtonProps {
  owner: OwnerView & { free_months?: number };
  company: { _id: string; name: string };
  /** The business has spent its one free month already. */
  usedHere: boolean;
}

const months = (n: number) => `${n} free month${n === 1 ? '' : 's'}`;

/**
 * 'Add Free Month' (spec §2 business-info): after a confirmation that names the owner and says
 * what they get, one more free month for them (POST /feature/add-free-month), recorded with
 * this business.
 */
export function FreeMonthButton({ owner, company, usedHere }: FreeMonthButtonProps) {
  const grant = useAddFreeMonth();
  const name = fullName(owner);
  const add = () =>
    grant.mutate(
      { userId: owner._id, companyId: company._id },
      {
        onSuccess: (answer) => notify(answer?.message || 'Free month added successfully'),
        // Spec §8's text, with the server's reason when it gave one.
        onError: (error) =>
          notify(
            error instanceof ApiError && error.status < 500
              ? `Failed to add free month: ${error.messages.join(' ')}`
              : 'Failed to add free month',
            'danger',
          ),
      },
    );
  const confirm = () =>
    confirmAction({
      title: `Add a free month for ${name}?`,
      confirm: 'Add the free month',
      danger: false,
      message: (
        <Stack gap="xs">
          <Text fz="sm">
            {`${name} (${owner.email}) gets one more free month: they can use it to feature one of their businesses for a month, at no charge. Each business can use one free month once.`}
          </Text>
          {owner.free_months !== undefined && (
            <Text fz="sm">{`They have ${months(owner.free_months)} to use now.`}</Text>
          )}
          {usedHere && (
            <Text fz="sm">{`${company.name} has already used its free month, so this one is for another of their businesses.`}</Text>
          )}
        </Stack>
      ),
      onConfirm: add,
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconGift size={18} />}
        onClick={confirm}
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
