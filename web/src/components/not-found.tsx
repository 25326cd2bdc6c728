import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { componentMessages } from './messages.ts';

/**
 * The not-found content (spec §2: 'Page Not Found', 'Sorry, this page does not exist'), shown for
 * a path outside the route table and for a page whose record does not exist.
 */
export function NotFound() {
  const { isAuthenticated } = useAuth();
  const t = useT(componentMessages);
  usePageTitle(t('components.notFound.title'));
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('components.notFound.title')}</Title>
        <Text c="dimmed">{t('components.notFound.text')}</Text>
        {isAuthenticated ? (
          <Button component={Link} to="/dashboard" mt="md">
            {t('components.notFound.toDashboard')}
          </Button>
        ) : (
          <Button component={Link} to="/login" mt="md">
            {t('components.notFound.toLogin')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
