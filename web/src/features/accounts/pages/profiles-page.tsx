import { Container, EmptyState, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { ProfileCard } from '../components/profile-card.tsx';
import { useProfiles } from '../data/profiles.ts';
import { ListGrid } from '../../../components/lists.tsx';

/** /profiles: the public list of profiles (spec §2). */
export function ProfilesPage() {
  const { data, isPending, isError } = useProfiles();
  return (
    <Container size="lg" px={0}>
      <Title order={1} mb="xs">
        Profiles
      </Title>
      <Text c="dimmed" mb="lg">
        People who have set up a profile on Slotmap.
      </Text>
      {isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading profiles">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={76} />
          ))}
        </SimpleGrid>
      )}
      {isError && <Text c="red">The profiles could not be loaded. Please try again later.</Text>}
      {data?.length === 0 && (
        <EmptyState icon={<IconUsers size={32} />} title="No Profiles found..." />
      )}
      {data && data.length > 0 && (
        <ListGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.map((profile) => (
            <ProfileCard key={profile._id} profile={profile} />
          ))}
        </ListGrid>
      )}
    </Container>
  );
}
