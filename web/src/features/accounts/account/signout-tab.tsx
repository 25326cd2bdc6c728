import { Button, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/auth.ts';

export function SignoutTab() {
  const navigate = useNavigate();
  const leave = () => {
    signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text>Sign out of Slotmap on this device.</Text>
      <Button leftSection={<IconLogout size={18} />} onClick={leave}>
        Sign Out
      </Button>
    </Stack>
  );
}
