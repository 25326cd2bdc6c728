import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** A page that failed to render or load (for example a stale code chunk after a deploy). */
export function RouteErrorPage({ error }: { error: unknown }) {
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
