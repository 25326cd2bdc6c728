import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

interface SignInToBookProps {
  onLogin: () => void;
  onRegister: () => void;
}

/** Spec §2: a visitor logs in or registers to book; the time they chose waits for them. */
export function SignInToBook({ onLogin, onRegister }: SignInToBookProps) {
  const t = useT(companyPageMessages);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>{t('companyPage.signIn.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('companyPage.signIn.text')}
        </Text>
        <Group gap="xs" mt={4}>
          <Button leftSection={<IconLogin size={18} aria-hidden />} onClick={onLogin}>
            {t('companyPage.signIn.login')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={onRegister}
          >
            {t('companyPage.signIn.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
