import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { IconCalendarTime, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useCompany } from '../../lib/companies.ts';
import { translateMessage } from '../../lib/i18n/domain-messages.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { useOpenedOnce } from '../../lib/opened-once.ts';
import { changeClosedNote, moverSide } from './change-policy.ts';
import { rescheduleMessages } from './messages.ts';

// The dialog (Modal, the slot grid) loads when Reschedule is first pressed (decision 068).
const RescheduleDialog = lazy(async () => ({
  default: (await import('./reschedule-dialog.tsx')).RescheduleDialog,
}));

interface RescheduleActionProps {
  booking: BookingView;
  userId: string;
  now: Date;
  size?: ButtonProps['size'];
  /** For a button laid over a larger link (the dashboard row): keeps it its own target. */
  className?: string;
}

/**
 * "Reschedule" for the booking's customer and the business's owner on a future, active booking.
 * A customer inside the business's change cutoff gets the policy sentence instead, which says how
 * to reach the business. Nothing for anyone else.
 */
/**
 * The change policy as this viewer meets it: `pending` while a customer's business is still being
 * read, then the policy sentence when the booking can no longer be changed online (cancelled or
 * moved), or null. Only a customer is bound by it; if it cannot be read, the server still decides.
 */
export function useChangeClosed(booking: BookingView, userId: string, now: Date) {
  const side = moverSide(booking, userId, now);
  const company = useCompany(side === 'customer' ? (booking.company._id ?? undefined) : undefined);
  const pending = side === 'customer' && company.isPending;
  const note =
    side && !pending
      ? changeClosedNote(booking, side, company.data?.change_cutoff_hours ?? 0, now)
      : null;
  return { side, pending, note };
}

export function RescheduleAction({ booking, userId, now, size, className }: RescheduleActionProps) {
  const t = useT(rescheduleMessages);
  const language = useLanguage();
  const { side, pending, note: closed } = useChangeClosed(booking, userId, now);
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOpenedOnce(opened);
  if (!side) return null;
  if (closed)
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" maw={360} className={className}>
        <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fz="sm" c="dimmed">
          {translateMessage(closed, language)}
        </Text>
      </Group>
    );
  // Until the policy is known the button waits, its place kept (hidden from everyone), so what
  // is drawn below it does not move when it comes.
  const waiting = pending
    ? ({
        'aria-hidden': true,
        tabIndex: -1,
        style: { alignSelf: 'flex-start', visibility: 'hidden' },
      } as const)
    : null;
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={<IconCalendarTime size={18} aria-hidden />}
        onClick={open}
        className={className}
        data-tour="booking-reschedule"
        style={{ alignSelf: 'flex-start' }}
        // Several rows each have one: the spoken name says which (and starts with what shows).
        aria-label={t('reschedule.buttonName', {
          service: booking.service.name,
          company: booking.company.name,
        })}
        {...waiting}
      >
        {t('reschedule.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RescheduleDialog booking={booking} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
