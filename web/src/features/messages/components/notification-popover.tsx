import { Popover } from '@mantine/core';
import type { ReactElement } from 'react';
import { NotificationList } from './notification-list.tsx';

interface NotificationPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The bell, which opens and closes it. */
  children: ReactElement;
}

/** The bell's popover with the latest notifications (notification-bell.tsx loads it). */
export function NotificationPopover({ opened, onChange, children }: NotificationPopoverProps) {
  return (
    <Popover
      width={340}
      position="bottom-end"
      shadow="md"
      trapFocus
      withArrow
      opened={opened}
      onChange={onChange}
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown p="xs">
        <NotificationList />
      </Popover.Dropdown>
    </Popover>
  );
}
