import { IconMoodSad } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { signOut } from '../../../lib/auth.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { isAccountDeleted } from '../navigation-state.ts';

/** /delete-account: where account deletion ends (spec §4), signed out. */
export function AccountDeletedPage() {
  const deleted = isAccountDeleted(useLocation().state);
  useEffect(() => {
    if (deleted) signOut();
  }, [deleted]);
  return (
    <NoticeCard
      title="Account Deleted"
      icon={<IconMoodSad size={32} />}
      text="Your Account Has Been Deleted. Sorry To See You Go!"
    />
  );
}
