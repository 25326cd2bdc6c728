import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** More than this at once would cover a page's actions; the rest wait their turn. */
export const TOAST_LIMIT = 3;

// Toasts shown before the container has loaded are queued by the store with its own limit (5);
// the container only sets its limit once mounted, so the store gets ours from the start.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));

const AppNotifications = lazy(async () => ({
  default: (await import('./app-notifications.tsx')).AppNotifications,
}));

/**
 * The toast container loads with the first toast, not with the page: most visits never see one,
 * and it brings transitions, drag-to-dismiss and Mantine's Notification. A toast sent earlier
 * waits in the store and appears, with its full time on screen, once the container mounts.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a toast's leaving transition is never cut short.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  );
}
