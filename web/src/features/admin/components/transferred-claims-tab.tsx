import { useState } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { useAdminClaims } from '../data/claims.ts';
import { adminMessages } from '../messages.ts';
import { claimColumns } from './claims-tab.tsx';
import { PagedList } from './list-states.tsx';
import { ResponsiveTable } from './responsive-table.tsx';

/** Transferred Claims: the claims that made their claimant the owner, newest first. */
export function TransferredClaimsTab() {
  const t = useT(adminMessages);
  const language = useLanguage();
  const columns = claimColumns(
    t,
    language,
    t('admin.claims.transferredOn'),
    (c) => c.transferredAt ?? c.createdAt,
  );
  const [page, setPage] = useState(1);
  const list = useAdminClaims('transferred', page);
  return (
    <PagedList
      query={list}
      noun="transferredClaims"
      empty={t('admin.transferred.empty')}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <ResponsiveTable
          caption={t('admin.transferred.caption')}
          columns={columns}
          rows={items}
          rowKey={(c) => c._id}
        />
      )}
    </PagedList>
  );
}
