import { IconMoodSad } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { signOut } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { NoticeCard } from '../components/notice-card.tsx';
import { accountsMessages } from '../messages.ts';
import { isAccountDeleted } from '../navigation-state.ts';

/** /delete-account: where account deletion ends (spec §4), signed out. */
export function AccountDeletedPage() {
  const t = useT(accountsMessages);
  const deleted = isAccountDeleted(useLocation().state);
  useEffect(() => {
    if (deleted) signOut();
  }, [deleted]);
  return (
    <NoticeCard
      title={t('accounts.deleted.title')}
      icon={<IconMoodSad size={32} />}
      text={t('accounts.deleted.text')}
    />
  );
}
