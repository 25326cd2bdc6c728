import { useMediaQuery } from '@mantine/hooks';
import { Notifications, useNotifications } from '@mantine/notifications';
import { ALERT_MS } from '@slotmap/domain/constants';
import { useState } from 'react';
import classes from './app-notifications.module.css';
import { TOAST_LIMIT } from './notifications-host.tsx';
import {
  NARROW_TOASTS,
  TOAST_WIDTH_PX,
  type ToastPosition,
  toastPosition,
} from './toast-placement.ts';

const placeNow = (narrow: boolean): ToastPosition =>
  toastPosition(narrow, document.activeElement, window.innerWidth);

/**
 * Toasts as the spec places them, top right, below the header (decision 040), at most three at
 * once. On a phone they take the full width and stack into one compact card, so a burst never
 * hides the form. The place is chosen when toasts appear and kept while they show (no jumping):
 * if it would cover the focused control or its form's buttons, they go to the bottom edge instead.
 * Hovering one toast pauses that toast only, so a resting pointer cannot keep a stack on screen.
 */
export function AppNotifications() {
  const narrow = useMediaQuery(NARROW_TOASTS, false, { getInitialValueInEffect: false });
  const showing = useNotifications().notifications.length > 0;
  const [placed, setPlaced] = useState(() => ({ showing, narrow, position: placeNow(narrow) }));
  if (placed.narrow !== narrow || (showing && !placed.showing)) {
    setPlaced({ showing, narrow, position: placeNow(narrow) });
  } else if (placed.showing !== showing) {
    setPlaced({ ...placed, showing });
  }
  return (
    <Notifications
      position={placed.position}
      autoClose={ALERT_MS}
      limit={TOAST_LIMIT}
      pauseResetOnHover="notification"
      layout={narrow ? 'stacked' : 'default'}
      containerWidth={narrow ? '100%' : TOAST_WIDTH_PX}
      classNames={{ root: classes.root, notification: narrow ? classes.compact : undefined }}
    />
  );
}
