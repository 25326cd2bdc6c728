import type { WaitlistCompanyView } from '@slotmap/domain/waitlists';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../lib/auth.ts';

// The dialog (Modal, the grid, its checks) loads when Edit is first pressed (decision 068).
const WaitlistDialog = lazy(async () => ({
  default: (await import('./waitlist-dialog.tsx')).WaitlistDialog,
}));

/**
 * Edit on a list of the person's waitlists: `edit` opens the waitlist dialog for one business,
 * `dialog` is the dialog to render beside the list (nothing while none is being edited).
 */
export function useWaitlistEditor() {
  const { user } = useAuth();
  const [editing, setEditing] = useState<WaitlistCompanyView['company'] | null>(null);
  const dialog =
    user && editing ? (
      <Suspense fallback={null}>
        <WaitlistDialog
          opened
          onClose={() => setEditing(null)}
          company={editing}
          userId={user._id}
        />
      </Suspense>
    ) : null;
  return { edit: setEditing, dialog };
}
