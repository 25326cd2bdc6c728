import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { unreadTotal, useUnreadCounts } from '../data/messages.ts';
import { NotificationList } from './notification-list.tsx';

/**
 * The header bell of a signed-in user: the unread count (polled every minute, two numbers), and
 * the latest notifications, loaded only when opened.
 */
export function NotificationBell() {
  const { data } = useUnreadCounts();
  const unread = unreadTotal(data);
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  // Following a notification to its booking closes the list.
  useEffect(() => {
    if (pathname) setOpened(false);
  }, [pathname]);
  return (
    <Popover
      width={340}
      position="bottom-end"
      shadow="md"
      trapFocus
      withArrow
      opened={opened}
      onChange={setOpened}
    >
      <Indicator label={unread} size={16} disabled={unread === 0} offset={6} color="red">
        <Popover.Target>
          <ActionIcon
            onClick={() => setOpened((o) => !o)}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs">
        <NotificationList />
      </Popover.Dropdown>
    </Popover>
  );
}
