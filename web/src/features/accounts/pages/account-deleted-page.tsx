import { IconMoodSad } from '@tabler/icons-react';
import { NoticeCard } from '../components/notice-card.tsx';

/** /delete-account: where account deletion ends (spec §4). */
export function AccountDeletedPage() {
  return (
    <NoticeCard
      title="Account Deleted"
      icon={<IconMoodSad size={32} />}
      text="Your Account Has Been Deleted. Sorry To See You Go!"
    />
  );
}
