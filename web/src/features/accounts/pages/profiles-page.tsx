import { Container, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconUsers } from '@tabler/icons-react';
import { ProfileCard } from '../components/profile-card.tsx';
import { useProfiles } from '../data/profiles.ts';
import { ListGrid } from '../../../components/lists.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { accountsMessages } from '../messages.ts';

/** /profiles: the public list of profiles (spec §2). */
export function ProfilesPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.profiles.title'));
  const { data, isPending, isError } = useProfiles();
  return (
    <Container size="lg" px={0}>
      <Title order={1} mb="xs">
        {t('accounts.profiles.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('accounts.profiles.subtitle')}
      </Text>
      {isPending && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          aria-busy="true"
          aria-label={t('accounts.profiles.loading')}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={76} />
          ))}
        </SimpleGrid>
      )}
      {isError && <Text c="red">{t('accounts.profiles.loadFailed')}</Text>}
      {data?.length === 0 && (
        <EmptyState icon={<IconUsers size={32} />} title={t('accounts.profiles.empty')} />
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
