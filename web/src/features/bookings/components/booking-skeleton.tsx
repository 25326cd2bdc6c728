import { Card, Grid, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { bookingMessages } from '../messages.ts';

/** The page's shape while the booking loads, so nothing jumps when it arrives. */
export function BookingSkeleton() {
  const t = useT(bookingMessages);
  return (
    <Stack gap="lg" role="status" aria-busy="true">
      <VisuallyHidden>{t('bookingPage.loading')}</VisuallyHidden>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Skeleton h={32} w="min(70%, 24rem)" />
          <Skeleton h={16} w="min(50%, 14rem)" />
          <Skeleton h={26} w={100} radius="xl" />
        </Stack>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Skeleton h={22} w={90} />
              {[0, 1, 2].map((row) => (
                <Group key={row} grow gap="lg">
                  <Skeleton h={36} />
                  <Skeleton h={36} />
                </Group>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Skeleton h={22} w={90} />
              <Skeleton h={14} w="80%" />
              <Skeleton h={14} w="60%" />
              <Skeleton h={14} w="40%" />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
