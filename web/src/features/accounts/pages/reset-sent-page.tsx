import { IconCircleCheck } from '@tabler/icons-react';
import { NoticeCard } from '../components/notice-card.tsx';

/** /success-page: shown after asking for a reset link and after setting a new password. */
export function ResetSentPage() {
  return (
    <NoticeCard
      title="Forgot Password"
      icon={<IconCircleCheck size={32} />}
      heading="Success"
      text="An email will be sent soon to reset your password"
    />
  );
}
