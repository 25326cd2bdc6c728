import { Avatar, Card, Group, Text } from '@mantine/core';
import type { PublicProfile } from '../data/profiles.ts';

/** "Dr. Ada Lovelace, PhD": prefix, name and suffix as one line. */
export function profileDisplayName(profile: PublicProfile): string {
  const name = [profile.prefix, profile.user.firstName, profile.user.lastName]
    .filter(Boolean)
    .join(' ');
  return profile.suffix ? `${name}, ${profile.suffix}` : name;
}

/** One card of the public list: only what the server lets anyone see (decision 026). */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const { firstName, lastName } = profile.user;
  return (
    <Card withBorder padding="md" component="li">
      <Group wrap="nowrap">
        <Avatar alt="" radius="xl" color="indigo">
          {`${firstName.charAt(0)}${lastName.charAt(0)}`}
        </Avatar>
        <Text fw={700} miw={0}>
          {profileDisplayName(profile)}
        </Text>
      </Group>
    </Card>
  );
}
