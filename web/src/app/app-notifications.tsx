import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { ALERT_MS } from '@slotmap/domain/constants';
import classes from './app-notifications.module.css';
import { TOAST_LIMIT } from './notifications-host.tsx';

/** Phones: the width below which toasts move to the bottom edge. */
const NARROW = '(max-width: 47.99em)';

/**
 * Toasts where they hide the least (decision 040): along the bottom edge, centred on a phone and
 * at the right on wide screens, clear of the actions that sit at the top of a page (Like, Notify
 * Me!, Share), which top-right toasts covered even below the header. Hovering one toast pauses
 * that toast only, so a resting pointer cannot keep a stack on screen.
 */
export function AppNotifications() {
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={narrow ? 'bottom-center' : 'bottom-right'}
      autoClose={ALERT_MS}
      limit={TOAST_LIMIT}
      pauseResetOnHover="notification"
      containerWidth={narrow ? '100%' : 360}
      classNames={{ root: classes.root }}
    />
  );
}
