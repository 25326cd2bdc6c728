import { useState } from 'react';
import { useAdminClaims } from '../data/claims.ts';
import { claimColumns } from './claims-tab.tsx';
import { PagedList } from './list-states.tsx';
import { ResponsiveTable } from './responsive-table.tsx';

const columns = claimColumns('Transferred on', (c) => c.transferredAt ?? c.createdAt);

/** Transferred Claims: the claims that made their claimant the owner, newest first. */
export function TransferredClaimsTab() {
  const [page, setPage] = useState(1);
  const list = useAdminClaims('transferred', page);
  return (
    <PagedList
      query={list}
      noun="transferred claims"
      empty="No transferred claims found"
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <ResponsiveTable
          caption="Transferred claims"
          columns={columns}
          rows={items}
          rowKey={(c) => c._id}
        />
      )}
    </PagedList>
  );
}
