import { Button, type ButtonProps } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.ts';
import { useClaimCompany, useMyClaims } from '../lib/companies.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../lib/notify.ts';
import { componentMessages } from './messages.ts';

interface ClaimButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  companyId: string;
  companyName: string;
  /** The spec's unclaimed flag (`is_admin`); a claimed business shows no button. */
  unclaimed: boolean;
}

/**
 * Claim on an unclaimed business (spec business §4): a visitor goes to /login and comes back, a
 * signed-in user registers a claim once ('Claim Registered'); an open claim shows as pending.
 */
export function ClaimButton({
  companyId,
  companyName,
  unclaimed,
  size = 'xs',
  variant = 'light',
}: ClaimButtonProps) {
  const t = useT(componentMessages);
  const { user, isLoading: sessionLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const claims = useMyClaims(companyId, unclaimed);
  const claim = useClaimCompany();
  if (!unclaimed) return null;

  const pending = claims.data?.some((c) => !c.is_transfered);
  if (pending) {
    return (
      <Button
        size={size}
        variant="default"
        disabled
        aria-label={t('components.claim.pendingFor', { name: companyName })}
      >
        {t('components.claim.pending')}
      </Button>
    );
  }

  const onClick = () => {
    if (!user) {
      navigate('/login', { state: { returnUrl: `${location.pathname}${location.search}` } });
      return;
    }
    claim.mutate(companyId, {
      onSuccess: () => notify(t('components.claim.registered')),
      onError: notifyError,
    });
  };

  return (
    <Button
      size={size}
      variant={variant}
      color="orange"
      // Until the session is known a press could not tell a visitor from a customer.
      loading={claim.isPending || sessionLoading}
      onClick={onClick}
      aria-label={t('components.claim.claimName', { name: companyName })}
    >
      {t('components.claim.claim')}
    </Button>
  );
}
