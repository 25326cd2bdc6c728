import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth.ts';

/**
 * The not-found content (spec §2: 'Page Not Found', 'Sorry, this page does not exist'), shown for
 * a path outside the route table and for a page whose record does not exist.
 */
export function NotFound() {
  const { isAuthenticated } = useAuth();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">Sorry, this page does not exist</Text>
        {isAuthenticated ? (
          <Button component={Link} to="/dashboard" mt="md">
            Go to Dashboard
          </Button>
        ) : (
          <Button component={Link} to="/login" mt="md">
            Go to Login
          </Button>
        )}
      </Stack>
    </Container>
  );
}
