import { IconMailCheck } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { NoticeCard } from '../components/notice-card.tsx';
import { accountsMessages } from '../messages.ts';

/** /email-sent */
export function EmailSentPage() {
  const t = useT(accountsMessages);
  return (
    <NoticeCard
      title={t('accounts.emailSent.title')}
      icon={<IconMailCheck size={32} />}
      text={t('accounts.emailSent.text')}
    />
  );
}
