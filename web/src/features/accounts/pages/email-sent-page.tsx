import { IconMailCheck } from '@tabler/icons-react';
import { NoticeCard } from '../components/notice-card.tsx';

/** /email-sent */
export function EmailSentPage() {
  return (
    <NoticeCard
      title="Check your email"
      icon={<IconMailCheck size={32} />}
      text="We have sent you an email. Follow the link in it to continue."
    />
  );
}
