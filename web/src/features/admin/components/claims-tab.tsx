import { Button, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useAdminClaims, useRejectClaim, useTransferClaim } from '../data/claims.ts';
import type { AdminClaim } from '../types.ts';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { formatDay, formatPhone, fullName } from './format.ts';
import { PagedList } from './list-states.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';

function Contact({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <Stack gap={2}>
      <Text fw={600} fz="sm">
        {name}
      </Text>
      <Text fz="sm">{email}</Text>
      {phone && <Text fz="sm">{formatPhone(phone)}</Text>}
    </Stack>
  );
}

export const claimColumns = (dateLabel: string, date: (c: AdminClaim) => string | null) =>
  [
    {
      label: 'Company',
      render: (c) => (
        <Contact name={c.company.name} email={c.company.email} phone={c.company.phone} />
      ),
    },
    {
      label: 'Claimed by',
      render: (c) => <Contact name={fullName(c.user)} email={c.user.email} phone={c.user.phone} />,
    },
    { label: dateLabel, render: (c) => <Text fz="sm">{formatDay(date(c))}</Text> },
  ] satisfies Column<AdminClaim>[];

const openColumns = claimColumns('Claimed on', (c) => c.createdAt);

/** Claims (spec §2): each open claim with its business and claimant; Transfer or Reject. */
export function ClaimsTab() {
  const [page, setPage] = useState(1);
  const list = useAdminClaims('open', page);
  const transfer = useTransferClaim();
  const reject = useRejectClaim();

  const confirmTransfer = (c: AdminClaim) =>
    confirmAction({
      title: `Transfer ${c.company.name} to ${fullName(c.user)}`,
      confirm: 'Transfer',
      danger: false,
      onConfirm: () =>
        transfer.mutate(c._id, {
          onSuccess: (answer) => notify(answer?.msg || 'Claim Transferred'),
          onError: notifyError,
        }),
    });

  const confirmReject = (c: AdminClaim) =>
    confirmAction({
      title: `Reject the claim on ${c.company.name}`,
      confirm: 'Reject',
      message: `${fullName(c.user)} will be told that the claim was rejected.`,
      onConfirm: () =>
        reject.mutate(c._id, {
          onSuccess: (answer) => notify(answer?.msg || 'Claim Removed'),
          onError: notifyError,
        }),
    });

  const busy = (c: AdminClaim) =>
    (transfer.isPending && transfer.variables === c._id) ||
    (reject.isPending && reject.variables === c._id);

  return (
    <PagedList query={list} noun="claims" empty="No claims found" page={page} onPage={setPage}>
      {(items) => (
        <ResponsiveTable
          caption="Open claims"
          columns={openColumns}
          rows={items}
          rowKey={(c) => c._id}
          actions={(c) => (
            <>
              <Button
                size="xs"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => confirmTransfer(c)}
                disabled={busy(c)}
                aria-label={`Transfer ${c.company.name} to ${fullName(c.user)}`}
              >
                Transfer
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => confirmReject(c)}
                disabled={busy(c)}
                aria-label={`Reject the claim of ${fullName(c.user)} on ${c.company.name}`}
              >
                Reject
              </Button>
            </>
          )}
        />
      )}
    </PagedList>
  );
}
