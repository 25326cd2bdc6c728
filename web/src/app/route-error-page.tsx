import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../lib/i18n/use-t.tsx';
import { appMessages } from './messages.ts';

/** A page that failed to render or load (for example a stale code chunk after a deploy). */
export function RouteErrorPage({ error }: { error: unknown }) {
  console.error(error);
  const t = useT(appMessages);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{t('app.error.title')}</Title>
        <Text c="dimmed">{t('app.error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('app.error.reload')}</Button>
      </Stack>
    </Container>
  );
}
