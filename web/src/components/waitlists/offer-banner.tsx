import { Alert, Button, Group, Text } from '@mantine/core';
import type { WaitlistOfferView } from '@slotmap/domain/waitlists';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { IconClockPause, IconInfoCircle } from '@tabler/icons-react';
import type { Language } from '@slotmap/domain/language';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { useDeclineOffer } from '../../lib/waitlists.ts';
import { waitlistsMessages } from './messages.ts';

/** "3:15 PM" in the business's own time zone, named ("3:15 PM EST") when the viewer's differs. */
export const heldUntilText = (
  offer: WaitlistOfferView,
  timeZone: string,
  language: Language = 'en',
) => formatZoned(offer.heldUntil, timeZone, 'time', viewerTimeZone(), language);

export const isHeld = (offer: WaitlistOfferView | undefined, now: Date) =>
  offer?.state === 'held' && Date.parse(offer.heldUntil) > now.getTime();

/** What an offer that is over says, by how it ended. */
const ENDED = {
  declined: 'waitlists.offer.ended.declined',
  booked: 'waitlists.offer.ended.booked',
  expired: 'waitlists.offer.ended.expired',
  released: 'waitlists.offer.ended.released',
  held: 'waitlists.offer.ended.expired',
} as const satisfies Record<WaitlistOfferView['state'], string>;

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
  const t = useT(waitlistsMessages);
  const language = useLanguage();
  if (!offer || !held) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        role="status"
        withCloseButton
        closeButtonLabel={t('waitlists.offer.closeNote')}
        onClose={onDone}
      >
        {t(offer ? ENDED[offer.state] : ENDED.released)}
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconClockPause size={18} />}
      role="status"
      title={t('waitlists.offer.heldUntil', { time: heldUntilText(offer, timeZone, language) })}
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{t('waitlists.offer.chosenBelow')}</Text>
        <Button
          size="xs"
          variant="default"
          loading={decline.isPending}
          onClick={() =>
            decline.mutate(offer._id, {
              onSuccess: () => {
                notify(t('waitlists.offer.declinedToast'));
                onDeclined();
              },
              onError: notifyError,
            })
          }
        >
          {t('waitlists.offer.noThanks')}
        </Button>
      </Group>
    </Alert>
  );
}
