import { Button, Container, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLikedCompanies } from '../../../lib/companies.ts';
import { CompanyGrid, CompanyGridSkeleton } from '../components/company-grid.tsx';

/** /favorite: the businesses the signed-in user liked (spec §2). */
export function FavoritePage() {
  const liked = useLikedCompanies();
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
        ) : liked.data.length === 0 ? (
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
          <CompanyGrid companies={liked.data} label="Favorite places" />
        )}
      </Stack>
    </Container>
  );
}
