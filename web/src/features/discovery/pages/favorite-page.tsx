import { Button, Container, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconMapSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paginator } from '../../../components/paginator.tsx';
import { useLikedCompanies } from '../../../lib/companies.ts';
import { CompanyGrid, CompanyGridSkeleton } from '../components/company-grid.tsx';

/** /favorite: the businesses the signed-in user liked (spec §2), 10 a page. */
export function FavoritePage() {
  const [page, setPage] = useState(1);
  const liked = useLikedCompanies(page);
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>Favorite places</Title>
          <Text c="dimmed">Businesses you liked, most recent first.</Text>
        </Stack>
        {liked.isPending ? (
          <CompanyGridSkeleton label="Loading favorite places" />
        ) : liked.isError ? (
          <Text c="red" role="alert">
            Your favorite places could not be loaded. Please try again.
          </Text>
        ) : liked.data.total === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconHeart size={32} />}
            title="No Places liked"
            description="Like a business on its page to find it here again."
          >
            <EmptyState.Actions>
              <Button component={Link} to="/find" leftSection={<IconMapSearch size={18} />}>
                Find places near you
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <CompanyGrid
            companies={liked.data.items}
            label="Favorite places"
            stale={liked.isPlaceholderData}
          />
        )}
        <Paginator page={page} total={liked.data?.total ?? 0} onChange={setPage} />
      </Stack>
    </Container>
  );
}
