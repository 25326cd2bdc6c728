import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

interface LoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The business could not be loaded for another reason than not existing: say why, offer a retry. */
export function LoadFailed({ error, retrying, onRetry }: LoadFailedProps) {
  const t = useT(companyPageMessages);
  const reason = error instanceof ApiError ? error.message : t('common.tryAgain');
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack align="center" gap="xs" ta="center">
        <Text fw={700} fz="lg">
          {t('companyPage.loadFailed')}
        </Text>
        <Text c="dimmed">{reason}</Text>
        <Button
          mt="sm"
          leftSection={<IconRefresh size={18} />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('companyPage.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
