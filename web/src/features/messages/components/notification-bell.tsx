import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { messagesMessages } from '../messages.ts';
import { unreadTotal, useUnreadCounts } from '../data/messages.ts';

// The popover (floating-ui, a focus trap) and the list load the first time the bell is pressed:
// every signed-in page shows the bell, few open it (decision 068).
const NotificationPopover = lazy(async () => ({
  default: (await import('./notification-popover.tsx')).NotificationPopover,
}));

/**
 * The header bell of a signed-in user: the unread count (polled every minute, two numbers), and
 * the latest notifications, loaded only when opened.
 */
export function NotificationBell() {
  const { data } = useUnreadCounts();
  const unread = unreadTotal(data);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  // Following a notification to its booking closes the list.
  useEffect(() => {
    if (pathname) setOpened(false);
  }, [pathname]);
  const toggle = () => {
    setWanted(true);
    setOpened((o) => !o);
  };
  const bell = <BellButton unread={unread} onClick={toggle} />;
  if (!wanted) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationPopover opened={opened} onChange={setOpened}>
        <BellButton unread={unread} onClick={toggle} />
      </NotificationPopover>
    </Suspense>
  );
}

/** The bell and its count; the popover's target once that has loaded. */
const BellButton = forwardRef<HTMLButtonElement, { unread: number; onClick: () => void }>(
  function BellButton({ unread, onClick, ...targetProps }, ref) {
    const t = useT(messagesMessages);
    return (
      <Indicator label={unread} size={16} disabled={unread === 0} offset={6} color="red">
        <ActionIcon
          ref={ref}
          {...targetProps}
          onClick={onClick}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={
            unread > 0 ? t('messages.bell.unread', { count: unread }) : t('messages.title')
          }
        >
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    );
  },
);
