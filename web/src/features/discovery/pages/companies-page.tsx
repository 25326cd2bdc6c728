import { Anchor, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_SEARCH_LENGTH } from '@slotmap/domain/constants';
import { IconBuildingStore, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paginator } from '../../../components/paginator.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useEarlyInput } from '../../../lib/early-input.ts';
import { CompanyGrid, CompanyGridSkeleton } from '../components/company-grid.tsx';
import { useCompanyList } from '../data/companies.ts';
import { discoveryMessages } from '../messages.ts';

/** /companies: every business, searchable and paged (spec §2 Companies and profiles lists). */
export function CompaniesPage() {
  const t = useT(discoveryMessages);
  const [search, setSearch] = useEarlyInput('search', '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Fewer letters would match too much to search by (decision 027): the list stays as it is.
  const tooShort = debounced.length > 0 && debounced.length < MIN_SEARCH_LENGTH;
  const term = tooShort ? '' : debounced;
  const [page, setPage] = useState(1);
  const list = useCompanyList(page, term);
  const items = list.data?.items ?? [];

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>{t('discovery.companies.title')}</Title>
            <Anchor component={Link} to="/profiles" fz="sm">
              <Group gap={4} component="span">
                <IconUsers size={16} aria-hidden />
                {t('discovery.companies.profiles')}
              </Group>
            </Anchor>
          </Stack>
          <TextInput
            name="search"
            aria-label={t('discovery.companies.search')}
            placeholder={t('discovery.companies.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            description={
              tooShort ? t('discovery.companies.tooShort', { count: MIN_SEARCH_LENGTH }) : undefined
            }
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {list.isPending ? (
          <CompanyGridSkeleton label={t('discovery.companies.loading')} />
        ) : list.isError ? (
          <Text c="red" role="alert">
            {t('discovery.companies.failed')}
          </Text>
        ) : items.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconBuildingStore size={32} />}
            title={t('discovery.companies.none')}
            description={term ? t('discovery.companies.noneHint') : undefined}
          />
        ) : (
          <CompanyGrid
            companies={items}
            label={t('discovery.companies.title')}
            stale={list.isPlaceholderData}
          />
        )}
        <Paginator page={page} total={list.data?.total ?? 0} onChange={setPage} />
      </Stack>
    </Container>
  );
}
