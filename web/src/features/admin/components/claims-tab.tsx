import { Button, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { Language } from '@slotmap/domain/language';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useAdminClaims, useRejectClaim, useTransferClaim } from '../data/claims.ts';
import { type AdminT, adminMessages } from '../messages.ts';
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

export const claimColumns = (
  t: AdminT,
  language: Language,
  dateLabel: string,
  date: (c: AdminClaim) => string | null,
) =>
  [
    {
      label: t('admin.claims.company'),
      render: (c) => (
        <Contact name={c.company.name} email={c.company.email} phone={c.company.phone} />
      ),
    },
    {
      label: t('admin.claims.claimedBy'),
      render: (c) => <Contact name={fullName(c.user)} email={c.user.email} phone={c.user.phone} />,
    },
    { label: dateLabel, render: (c) => <Text fz="sm">{formatDay(date(c), language)}</Text> },
  ] satisfies Column<AdminClaim>[];

/** Claims (spec §2): each open claim with its business and claimant; Transfer or Reject. */
export function ClaimsTab() {
  const t = useT(adminMessages);
  const language = useLanguage();
  const openColumns = claimColumns(t, language, t('admin.claims.claimedOn'), (c) => c.createdAt);
  const [page, setPage] = useState(1);
  const list = useAdminClaims('open', page);
  const transfer = useTransferClaim();
  const reject = useRejectClaim();

  const confirmTransfer = (c: AdminClaim) =>
    confirmAction({
      title: t('admin.claims.transferTitle', { company: c.company.name, name: fullName(c.user) }),
      confirm: t('admin.claims.transfer'),
      danger: false,
      onConfirm: () =>
        transfer.mutate(c._id, {
          onSuccess: (answer) => notify(answer?.msg || t('admin.claims.transferred')),
          onError: notifyError,
        }),
    });

  const confirmReject = (c: AdminClaim) =>
    confirmAction({
      title: t('admin.claims.rejectTitle', { company: c.company.name }),
      confirm: t('admin.claims.reject'),
      message: t('admin.claims.rejectMessage', { name: fullName(c.user) }),
      onConfirm: () =>
        reject.mutate(c._id, {
          onSuccess: (answer) => notify(answer?.msg || t('admin.claims.rejected')),
          onError: notifyError,
        }),
    });

  const busy = (c: AdminClaim) =>
    (transfer.isPending && transfer.variables === c._id) ||
    (reject.isPending && reject.variables === c._id);

  return (
    <PagedList
      query={list}
      noun="claims"
      empty={t('admin.claims.empty')}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <ResponsiveTable
          caption={t('admin.claims.caption')}
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
                aria-label={t('admin.claims.transferTitle', {
                  company: c.company.name,
                  name: fullName(c.user),
                })}
              >
                {t('admin.claims.transfer')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => confirmReject(c)}
                disabled={busy(c)}
                aria-label={t('admin.claims.rejectLabel', {
                  name: fullName(c.user),
                  company: c.company.name,
                })}
              >
                {t('admin.claims.reject')}
              </Button>
            </>
          )}
        />
      )}
    </PagedList>
  );
}
