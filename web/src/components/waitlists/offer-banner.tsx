import { Alert, Button, Group, Text } from '@mantine/core';
import type { WaitlistOfferView } from '@slotmap/domain/waitlists';
import { IconClockPause, IconInfoCircle } from '@tabler/icons-react';
import { notify, notifyError } from '../../lib/notify.ts';
import { useDeclineOffer } from '../../lib/waitlists.ts';

/** "3:15 PM" in the business's own time zone. */
export const heldUntilText = (offer: WaitlistOfferView, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(offer.heldUntil),
  );

export const isHeld = (offer: WaitlistOfferView | undefined, now: Date) =>
  offer?.state === 'held' && Date.parse(offer.heldUntil) > now.getTime();

/**
 * A freed time held for the signed-in person (the link of the offer mail): until when, and a
 * way to let it go to the next person. An offer that is over says so.
 */
export function OfferBanner({
  offer,
  held,
  timeZone,
  onDone,
}: {
  offer: WaitlistOfferView | undefined;
  held: boolean;
  timeZone: string;
  onDone: () => void;
}) {
  const decline = useDeclineOffer();
  if (!offer || !held) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} role="status">
        This offer has ended; the time may have been booked by now.
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconClockPause size={18} />}
      role="status"
      title={`This time is held for you until ${heldUntilText(offer, timeZone)}`}
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          It is chosen below: book it before then, or let the next person have it.
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={decline.isPending}
          onClick={() =>
            decline.mutate(offer._id, {
              onSuccess: () => {
                notify('Offer declined');
                onDone();
              },
              onError: notifyError,
            })
          }
        >
          No thanks
        </Button>
      </Group>
    </Alert>
  );
}
