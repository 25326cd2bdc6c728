import { Anchor, Container, EmptyState, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_SEARCH_LENGTH } from '@slotmap/domain/constants';
import { IconBuildingStore, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paginator } from '../../../components/paginator.tsx';
import { CompanyGrid, CompanyGridSkeleton } from '../components/company-grid.tsx';
import { useCompanyList } from '../data/companies.ts';

/** /companies: every business, searchable and paged (spec §2 Companies and profiles lists). */
export function CompaniesPage() {
  const [search, setSearch] = useState('');
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
            <Title order={1}>Companies</Title>
            <Anchor component={Link} to="/profiles" fz="sm">
              <Group gap={4} component="span">
                <IconUsers size={16} aria-hidden />
                Browse Profiles
              </Group>
            </Anchor>
          </Stack>
          <TextInput
            aria-label="Search companies"
            placeholder="Search companies"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            description={
              tooShort ? `Type at least ${MIN_SEARCH_LENGTH} characters to search` : undefined
            }
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {list.isPending ? (
          <CompanyGridSkeleton label="Loading companies" />
        ) : list.isError ? (
          <Text c="red" role="alert">
            The companies could not be loaded. Please try again.
          </Text>
        ) : items.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconBuildingStore size={32} />}
            title="No Companies found..."
            description={term ? 'Try another name.' : undefined}
          />
        ) : (
          <CompanyGrid companies={items} label="Companies" stale={list.isPlaceholderData} />
        )}
        <Paginator page={page} total={list.data?.total ?? 0} onChange={setPage} />
      </Stack>
    </Container>
  );
}
