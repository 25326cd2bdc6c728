import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { NoticeCard } from '../components/notice-card.tsx';

/**
 * /success-page: shown after asking for a reset link (the spec's text) and after setting a new
 * password, where promising a reset e-mail would be wrong, so it says the password changed.
 */
export function ResetSentPage() {
  const state: unknown = useLocation().state;
  const passwordChanged = typeof state === 'object' && state !== null && 'passwordChanged' in state;
  return (
    <NoticeCard
      title={passwordChanged ? 'Reset Password' : 'Forgot Password'}
      icon={<IconCircleCheck size={32} />}
      heading="Success"
      text={
        passwordChanged
          ? 'Your password has been changed. Log in with your new password.'
          : 'An email will be sent soon to reset your password'
      }
    />
  );
}
