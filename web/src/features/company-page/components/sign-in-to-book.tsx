import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';

interface SignInToBookProps {
  onLogin: () => void;
  onRegister: () => void;
}

/** Spec §2: a visitor logs in or registers to book; the time they chose waits for them. */
export function SignInToBook({ onLogin, onRegister }: SignInToBookProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>Log in to book this time</Text>
        <Text fz="sm" c="dimmed">
          We keep the time you chose while you log in or create an account, and bring you back here.
        </Text>
        <Group gap="xs" mt={4}>
          <Button leftSection={<IconLogin size={18} aria-hidden />} onClick={onLogin}>
            Login
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={onRegister}
          >
            Registration
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
