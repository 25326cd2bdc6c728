import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconHeart, IconMapSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paginator } from '../../../components/paginator.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useLikedCompanies } from '../../../lib/companies.ts';
import { CompanyGrid, CompanyGridSkeleton } from '../components/company-grid.tsx';
import { discoveryMessages } from '../messages.ts';

/** /favorite: the businesses the signed-in user liked (spec §2), 10 a page. */
export function FavoritePage() {
  const t = useT(discoveryMessages);
  const [page, setPage] = useState(1);
  const liked = useLikedCompanies(page);
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{t('discovery.favorite.title')}</Title>
          <Text c="dimmed">{t('discovery.favorite.subtitle')}</Text>
        </Stack>
        {liked.isPending ? (
          <CompanyGridSkeleton label={t('discovery.favorite.loading')} />
        ) : liked.isError ? (
          <Text c="red" role="alert">
            {t('discovery.favorite.failed')}
          </Text>
        ) : liked.data.total === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconHeart size={32} />}
            title={t('discovery.favorite.none')}
            description={t('discovery.favorite.noneHint')}
            actions={
              <Button component={Link} to="/find" leftSection={<IconMapSearch size={18} />}>
                {t('discovery.favorite.find')}
              </Button>
            }
          />
        ) : (
          <CompanyGrid
            companies={liked.data.items}
            label={t('discovery.favorite.title')}
            stale={liked.isPlaceholderData}
          />
        )}
        <Paginator page={page} total={liked.data?.total ?? 0} onChange={setPage} />
      </Stack>
    </Container>
  );
}
