import { Button, Stack, Text } from '@mantine/core';
import type { OwnerView } from '@slotmap/domain/company-view';
import { IconGift } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify } from '../../../lib/notify.ts';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { fullName } from '../components/format.ts';
import { useAddFreeMonth } from '../data/featured.ts';
import { adminMessages } from '../messages.ts';

interface FreeMonthButtonProps {
  owner: OwnerView & { free_months?: number };
  company: { _id: string; name: string };
  /** The business has spent its one free month already. */
  usedHere: boolean;
}

/**
 * 'Add Free Month' (spec §2 business-info): after a confirmation that names the owner and says
 * what they get, one more free month for them (POST /feature/add-free-month), recorded with
 * this business.
 */
export function FreeMonthButton({ owner, company, usedHere }: FreeMonthButtonProps) {
  const t = useT(adminMessages);
  const grant = useAddFreeMonth();
  const name = fullName(owner);
  const add = () =>
    grant.mutate(
      { userId: owner._id, companyId: company._id },
      {
        onSuccess: (answer) => notify(answer?.message || t('admin.freeMonth.added')),
        // Spec §8's text, with the server's reason when it gave one.
        onError: (error) =>
          notify(
            error instanceof ApiError && error.status < 500
              ? t('admin.freeMonth.failedBecause', { reason: error.messages.join(' ') })
              : t('admin.freeMonth.failed'),
            'danger',
          ),
      },
    );
  const confirm = () =>
    confirmAction({
      title: t('admin.freeMonth.confirmTitle', { name }),
      confirm: t('admin.freeMonth.confirm'),
      danger: false,
      message: (
        <Stack gap="xs">
          <Text fz="sm">{t('admin.freeMonth.explain', { name, email: owner.email })}</Text>
          {owner.free_months !== undefined && (
            <Text fz="sm">{t('admin.freeMonth.left', { count: owner.free_months })}</Text>
          )}
          {usedHere && (
            <Text fz="sm">{t('admin.freeMonth.usedHere', { company: company.name })}</Text>
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
        {t('admin.freeMonth.button')}
      </Button>
      <Text id="free-month-hint" fz="xs" c="dimmed">
        {t('admin.freeMonth.hint')}
      </Text>
    </Stack>
  );
}
