import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ProfileInput } from '@slotmap/domain/accounts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ProfileForm, type ProfileFormValues } from '../components/profile-form.tsx';
import { type Profile, useMyProfile, useSaveProfile } from '../data/profiles.ts';
import { accountsMessages } from '../messages.ts';

function formValues(profile: Profile | null): ProfileFormValues {
  return {
    prefix: profile?.prefix ?? '',
    suffix: profile?.suffix ?? '',
    birthday: profile?.birthday ?? '',
    phone: profile?.phone ?? '',
    bio: profile?.bio ?? '',
  };
}

/** /edit-profile: create or update the caller's profile. */
export function EditProfilePage() {
  const t = useT(accountsMessages);
  const { data: profile, isPending, isError } = useMyProfile();
  const save = useSaveProfile();
  const title = t(profile ? 'accounts.editProfile.editTitle' : 'accounts.editProfile.createTitle');
  usePageTitle(title);

  const submit = (input: ProfileInput) =>
    save.mutate(input, {
      onSuccess: ({ status }) =>
        notify(t(status === 201 ? 'accounts.profile.created' : 'accounts.profile.updated')),
      onError: notifyError,
    });

  return (
    <Container size="sm" px={0}>
      <Title order={1} mb="xs">
        {title}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('accounts.editProfile.subtitle')}
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {isPending && (
          <Stack aria-busy="true" aria-label={t('accounts.editProfile.loading')}>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={80} />
          </Stack>
        )}
        {isError && <Text c="red">{t('accounts.editProfile.loadFailed')}</Text>}
        {profile !== undefined && (
          <ProfileForm
            // A new key once the profile exists resets the form to the saved values.
            key={profile?._id ?? 'new'}
            initialValues={formValues(profile)}
            submitLabel={t(profile ? 'accounts.editProfile.update' : 'accounts.editProfile.create')}
            pending={save.isPending}
            onSubmit={submit}
          />
        )}
      </Paper>
    </Container>
  );
}
