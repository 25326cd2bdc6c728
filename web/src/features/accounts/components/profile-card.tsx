import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '../data/profiles.ts';

/** "Dr. Ada Lovelace, PhD": prefix, name and suffix as one line. */
export function profileDisplayName(profile: Profile): string {
  const name = [profile.prefix, profile.user.firstName, profile.user.lastName]
    .filter(Boolean)
    .join(' ');
  return profile.suffix ? `${name}, ${profile.suffix}` : name;
}

export function ProfileCard({ profile }: { profile: Profile }) {
  const { firstName, lastName, avatar } = profile.user;
  return (
    <Card withBorder padding="md" component="li">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={avatar} alt="" radius="xl" color="indigo">
          {`${firstName.charAt(0)}${lastName.charAt(0)}`}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={700}>{profileDisplayName(profile)}</Text>
          {profile.bio && (
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {profile.bio}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
