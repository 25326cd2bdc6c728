import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { NoticeCard } from '../components/notice-card.tsx';
import { accountsMessages } from '../messages.ts';

/**
 * /success-page: shown after asking for a reset link (the spec's text) and after setting a new
 * password, where promising a reset e-mail would be wrong, so it says the password changed.
 */
export function ResetSentPage() {
  const t = useT(accountsMessages);
  const state: unknown = useLocation().state;
  const passwordChanged = typeof state === 'object' && state !== null && 'passwordChanged' in state;
  return (
    <NoticeCard
      title={t(passwordChanged ? 'accounts.reset.title' : 'accounts.forgot.title')}
      icon={<IconCircleCheck size={32} />}
      heading={t('accounts.resetSent.success')}
      text={t(passwordChanged ? 'accounts.resetSent.changed' : 'accounts.resetSent.sent')}
    />
  );
}
