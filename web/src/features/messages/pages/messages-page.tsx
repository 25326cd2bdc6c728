import { Badge, Container, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionMessages } from '../components/section-messages.tsx';
import {
  type Message,
  useMarkMessageRead,
  useRefreshOnNewMessages,
  useUnreadCounts,
} from '../data/messages.ts';

const SECTIONS = [
  { value: 'user', label: 'Personal', empty: 'No Personal Account' },
  { value: 'business', label: 'Business', empty: 'No Business Account' },
] as const satisfies { value: Message['section']; label: string; empty: string }[];

/** /messages: the signed-in user's notifications, Personal and Business (spec §2). */
export function MessagesPage() {
  const counts = useUnreadCounts();
  useRefreshOnNewMessages(counts.data);
  const markRead = useMarkMessageRead();
  const [section, setSection] = useState<Message['section']>('user');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);

  const open = (message: Message) => {
    if (!message.read) markRead.mutate(message._id);
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>Notifications</Title>
            <Text c="dimmed">Updates on your bookings, comments and businesses.</Text>
          </Stack>
          <TextInput
            aria-label="Search notifications"
            placeholder="Search notifications"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <Tabs
          value={section}
          onChange={(v) => v && setSection(v as Message['section'])}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {SECTIONS.map((s) => {
              const unread = counts.data?.[s.value] ?? 0;
              return (
                <Tabs.Tab
                  key={s.value}
                  value={s.value}
                  aria-label={unread > 0 ? `${s.label} ${unread} unread` : s.label}
                >
                  {/* The count beside the label, after a space, so the name above begins with
                      what is shown: 'Personal 2' (WCAG 2.5.3). */}
                  {s.label}
                  {unread > 0 && (
                    <>
                      {' '}
                      <Badge size="sm" circle={unread < 10} aria-hidden>
                        {unread}
                      </Badge>
                    </>
                  )}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {SECTIONS.map((s) => (
            <Tabs.Panel key={s.value} value={s.value}>
              <SectionMessages
                section={s.value}
                search={debounced}
                emptyTitle={s.empty}
                label={`${s.label} notifications`}
                onOpen={open}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
