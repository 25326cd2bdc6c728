import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconBell, IconBellCheck, IconPencil, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClaimButton } from '../../../components/claim-button.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { REACTION_TOASTS, type Reaction, useCompanyReaction } from '../data/reactions.ts';
import { copyToClipboard, shareLink } from '../share-link.ts';
import { LikeButton } from './like-button.tsx';

const TOUR: TourStep[] = [
  {
    element: '[data-tour="company-header"]',
    title: 'The business',
    description: 'Opening hours today, the address and a phone number you can call.',
  },
  {
    element: '[data-tour="company-actions"]',
    title: 'Keep in touch',
    description:
      'Like the business to keep it in your favorites, ask to be notified, or share its page.',
  },
  {
    element: '[data-tour="booking-dates"]',
    title: 'Choose a date',
    description:
      'Pick a service, then a day with open times. The arrows move between months, up to 90 days ahead.',
  },
  {
    element: '[data-tour="booking-slots"]',
    title: 'Choose a time',
    description:
      'Times are grouped into morning, afternoon and evening. Greyed times are taken or have passed.',
  },
  {
    element: '[data-tour="booking-form"]',
    title: 'Book it',
    description:
      'Answer the business’s questions, add a note if you like, and press Book Now. Short answers are kept for your next visit here; tick “Remember for other businesses” to use one elsewhere too.',
  },
  {
    element: '[data-tour="company-services"]',
    title: 'Services',
    description: 'What the business offers, how long it takes, what it costs and how to book it.',
  },
];

/** Spec §2: the link cannot be copied (no clipboard access): show it, selected, to copy by hand. */
function showLink(link: string) {
  modals.open({
    title: 'Share this business',
    children: (
      <Stack gap="xs">
        <Text fz="sm">Copy this link to share the page:</Text>
        <TextInput
          aria-label="Share link"
          value={link}
          readOnly
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
        />
      </Stack>
    ),
  });
}

/**
 * Spec §2, §6: like and Notify Me! for signed-in customers (never the owner), share for everyone,
 * Edit Company for the owner and platform admins, Claim while the business is unclaimed.
 */
export function CompanyActions({ company }: { company: CompanyView }) {
  const { user, isAdmin } = useAuth();
  const reaction = useCompanyReaction(company._id);

  const isOwner = user !== undefined && company.user === user._id;
  const liked = user !== undefined && company.likes.some((l) => l.user === user._id);
  const notified = user !== undefined && company.notified.some((n) => n.user === user._id);
  // While a call is under way both toggles ignore presses. They look disabled but are not
  // `disabled`, which would drop the keyboard focus from the button just pressed.
  const busy = reaction.isPending;

  const react = (next: Reaction) =>
    reaction.mutate(next, {
      onSuccess: () => notify(REACTION_TOASTS[next]),
      onError: notifyError,
    });

  const share = async () => {
    const link = shareLink(company._id);
    if (await copyToClipboard(link)) notify('Link Copied', 'success', 1000);
    else showLink(link);
  };

  return (
    <Group gap="xs" data-tour="company-actions">
      {/* Spec §2: the heart is shown to signed-in users who are not the owner, never to a visitor. */}
      {user && !isOwner && (
        <LikeButton liked={liked} busy={busy} onClick={() => react(liked ? 'unlike' : 'like')} />
      )}
      {user && !isOwner && liked && (
        <Button
          variant={notified ? 'filled' : 'light'}
          leftSection={notified ? <IconBellCheck size={18} /> : <IconBell size={18} />}
          aria-pressed={notified}
          aria-disabled={busy || undefined}
          data-disabled={busy || undefined}
          onClick={busy ? undefined : () => react(notified ? 'unnotify' : 'notify')}
        >
          {notified ? 'Notified' : 'Notify Me!'}
        </Button>
      )}
      <Button variant="default" leftSection={<IconShare size={18} />} onClick={share}>
        Share
      </Button>
      {(isOwner || isAdmin) && (
        <Button
          component={Link}
          to={`/business/service/${company._id}`}
          variant="light"
          leftSection={<IconPencil size={18} />}
        >
          Edit Company
        </Button>
      )}
      <ClaimButton
        companyId={company._id}
        companyName={company.name}
        unclaimed={company.is_admin}
        size="sm"
      />
      <TourButton steps={TOUR} />
    </Group>
  );
}
