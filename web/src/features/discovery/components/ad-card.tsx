import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The list's advertisement slot (spec §2 Find: one after every 5th company). */
export function AdCard() {
  return (
    <Card
      component="li"
      padding="md"
      radius="md"
      bg="var(--mantine-color-indigo-light)"
      aria-label="Advertisement"
    >
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" lts={0.8} mb={6}>
        Advertisement
      </Text>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="md" variant="filled" aria-hidden>
          <IconSpeakerphone size={22} />
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Text fw={700}>Promote your business on Slotmap</Text>
          <Text fz="sm" c="dimmed">
            Reach customers searching nearby and take bookings around the clock.
          </Text>
          <Group>
            <Button component={Link} to="/business-register" size="xs">
              List your business
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
