import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ProfileInput } from '@slotmap/domain/accounts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { ProfileForm, type ProfileFormValues } from '../components/profile-form.tsx';
import { type Profile, useMyProfile, useSaveProfile } from '../data/profiles.ts';

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
  const { data: profile, isPending, isError } = useMyProfile();
  const save = useSaveProfile();

  const submit = (input: ProfileInput) =>
    save.mutate(input, {
      onSuccess: ({ status }) => notify(status === 201 ? 'Profile Created' : 'Profile Updated'),
      onError: notifyError,
    });

  return (
    <Container size="sm" px={0}>
      <Title order={1} mb="xs">
        {profile ? 'Edit Your Profile' : 'Create Your Profile'}
      </Title>
      <Text c="dimmed" mb="lg">
        Your profile is shown in the public list of profiles.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {isPending && (
          <Stack aria-busy="true" aria-label="Loading your profile">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={80} />
          </Stack>
        )}
        {isError && <Text c="red">Your profile could not be loaded. Please try again later.</Text>}
        {profile !== undefined && (
          <ProfileForm
            // A new key once the profile exists resets the form to the saved values.
            key={profile?._id ?? 'new'}
            initialValues={formValues(profile)}
            submitLabel={profile ? 'Update Profile' : 'Create Profile'}
            pending={save.isPending}
            onSubmit={submit}
          />
        )}
      </Paper>
    </Container>
  );
}
