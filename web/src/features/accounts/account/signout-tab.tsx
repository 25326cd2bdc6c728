import { Button, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { logout } from '../data/auth-calls.ts';
import { accountsMessages } from '../messages.ts';

export function SignoutTab() {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    // The server ends the token first; offline or refused, this device still signs out.
    await logout().catch(() => undefined);
    signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('accounts.signout.intro')}</Text>
      <Button leftSection={<IconLogout size={18} />} onClick={leave} loading={leaving}>
        {t('accounts.signout.button')}
      </Button>
    </Stack>
  );
}
