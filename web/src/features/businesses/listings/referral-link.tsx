import { Button, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify } from '../../../lib/notify.ts';
import { businessMessages } from '../messages.ts';

/** Copies {host}/register?referrer={userId}; a refused clipboard shows the link to copy by hand. */
export function ReferralLink() {
  const t = useT(businessMessages);
  const { user } = useAuth();
  const [shown, setShown] = useState<string | null>(null);
  if (!user) return null;
  const link = `${window.location.origin}/register?referrer=${user._id}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('businesses.listings.linkCopied'), 'success', 1000);
    } catch {
      setShown(link);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconLink size={18} />} onClick={() => void copy()}>
        {t('businesses.listings.referral')}
      </Button>
      {shown && (
        <TextInput
          readOnly
          label={t('businesses.listings.referralShown')}
          value={shown}
          onFocus={(e) => e.currentTarget.select()}
          w="100%"
        />
      )}
    </>
  );
}
