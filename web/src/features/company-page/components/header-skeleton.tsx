import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

/** The header's shape while the business loads, so the page does not jump when it arrives. */
export function HeaderSkeleton() {
  const t = useT(companyPageMessages);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} role="status" aria-busy="true">
      <VisuallyHidden>{t('companyPage.loadingBusiness')}</VisuallyHidden>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Skeleton h={32} w="min(60%, 22rem)" />
          <Group gap="xs">
            <Skeleton h={36} w={36} />
            <Skeleton h={36} w={90} />
            <Skeleton h={36} w={90} />
          </Group>
        </Group>
        <Skeleton h={14} w="min(90%, 36rem)" />
        <Skeleton h={26} w={220} radius="xl" />
        <Skeleton h={14} w="min(70%, 26rem)" />
      </Stack>
    </Paper>
  );
}
