import { Alert, Button, Group, Text } from '@mantine/core';
import type { WaitlistOfferView } from '@slotmap/domain/waitlists';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { IconClockPause, IconInfoCircle } from '@tabler/icons-react';
import { notify, notifyError } from '../../lib/notify.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { useDeclineOffer } from '../../lib/waitlists.ts';

/** "3:15 PM" in the business's own time zone, named ("3:15 PM EST") when the viewer's differs. */
export const heldUntilText = (offer: WaitlistOfferView, timeZone: string) =>
  formatZoned(offer.heldUntil, timeZone, 'time', viewerTimeZone());

export const isHeld = (offer: WaitlistOfferView | undefined, now: Date) =>
  offer?.state === 'held' && Date.parse(offer.heldUntil) > now.getTime();

/** What an offer that is over says, by how it ended. */
const ENDED: Record<WaitlistOfferView['state'], string> = {
  declined:
    'You said no thanks: the time went to the next person waiting, if anyone is. You stay on the waitlist for other times.',
  booked: 'You booked this time.',
  expired: 'The hold ran out: the time went to the next person waiting, or is open to everyone.',
  released: 'This offer has ended; the time may have been booked by now.',
  held: 'The hold ran out: the time went to the next person waiting, or is open to everyone.',
};

/**
 * A freed time held for the signed-in person (the link of the offer mail): until when, and a
 * way to let it go to the next person. An offer that is over says how it ended, "No thanks"
 * included, until the person closes the note.
 */
export function OfferBanner({
  offer,
  held,
  timeZone,
  onDone,
  onDeclined,
}: {
  offer: WaitlistOfferView | undefined;
  held: boolean;
  timeZone: string;
  /** The note is closed: the page drops the offer's link. */
  onDone: () => void;
  /** "No thanks" went through: the page lets go of the time it had chosen. */
  onDeclined: () => void;
}) {
  const decline = useDeclineOffer();
  if (!offer || !held) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        role="status"
        withCloseButton
        closeButtonLabel="Close this note"
        onClose={onDone}
      >
        {offer ? ENDED[offer.state] : ENDED.released}
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
                notify('You said no thanks: the time goes to the next person waiting');
                onDeclined();
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
