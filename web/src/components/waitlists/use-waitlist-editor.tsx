import type { WaitlistCompanyView } from '@slotmap/domain/waitlists';
import { useState } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { WaitlistDialog } from './waitlist-dialog.tsx';

/**
 * Edit on a list of the person's waitlists: `edit` opens the waitlist dialog for one business,
 * `dialog` is the dialog to render beside the list (nothing while none is being edited).
 */
export function useWaitlistEditor() {
  const { user } = useAuth();
  const [editing, setEditing] = useState<WaitlistCompanyView['company'] | null>(null);
  const dialog =
    user && editing ? (
      <WaitlistDialog opened onClose={() => setEditing(null)} company={editing} userId={user._id} />
    ) : null;
  return { edit: setEditing, dialog };
}
