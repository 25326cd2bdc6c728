import { Badge, Container, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import type { EarlyReads } from '../../../lib/query-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SectionMessages } from '../components/section-messages.tsx';
import {
  type Message,
  messagePagesQuery,
  unreadCountsQuery,
  useMarkMessageRead,
  useRefreshOnNewMessages,
  useUnreadCounts,
} from '../data/messages.ts';
import { messagesMessages } from '../messages.ts';

type MessagesId = NonNullable<(typeof messagesMessages)['ids']>;

/** Each tab's words: its name, its name with the unread count, its empty state, its list's name. */
const SECTIONS = [
  {
    value: 'user',
    tab: 'messages.page.personal',
    tabUnread: 'messages.page.personalUnread',
    empty: 'messages.page.personalEmpty',
    list: 'messages.page.personalList',
  },
  {
    value: 'business',
    tab: 'messages.page.business',
    tabUnread: 'messages.page.businessUnread',
    empty: 'messages.page.businessEmpty',
    list: 'messages.page.businessList',
  },
] as const satisfies ({ value: Message['section'] } & Record<
  'tab' | 'tabUnread' | 'empty' | 'list',
  MessagesId
>)[];

/**
 * Opened in the browser, the page asks its counts and its first tab's first page as its code
 * arrives (decision 076): the tabs' counts come with the list, not after it, so the tabs do not
 * move once drawn.
 */
export const earlyReads: EarlyReads = (client, token) => {
  if (token === null) return;
  void client.prefetchQuery(unreadCountsQuery(token));
  void client.prefetchInfiniteQuery(
    messagePagesQuery(token, { section: 'user', search: '', limit: PAGE_SIZE }),
  );
};

/** /messages: the signed-in user's notifications, Personal and Business (spec §2). */
export function MessagesPage() {
  const t = useT(messagesMessages);
  usePageTitle(t('messages.title'));
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
            <Title order={1}>{t('messages.title')}</Title>
            <Text c="dimmed">{t('messages.page.intro')}</Text>
          </Stack>
          <TextInput
            aria-label={t('messages.page.search')}
            placeholder={t('messages.page.search')}
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
                  aria-label={unread > 0 ? t(s.tabUnread, { count: unread }) : t(s.tab)}
                  // The count on the label's line, after it, so the name above begins with what
                  // is shown: 'Personal 2' (WCAG 2.5.3).
                  rightSection={
                    unread > 0 && (
                      <Badge size="sm" circle={unread < 10} aria-hidden>
                        {unread}
                      </Badge>
                    )
                  }
                >
                  {t(s.tab)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {SECTIONS.map((s) => (
            <Tabs.Panel key={s.value} value={s.value}>
              <SectionMessages
                section={s.value}
                search={debounced}
                emptyTitle={t(s.empty)}
                label={t(s.list)}
                onOpen={open}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
