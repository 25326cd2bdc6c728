import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconBell, IconBellCheck, IconPencil, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClaimButton } from '../../../components/claim-button.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { type Translate, useT } from '../../../lib/i18n/use-t.tsx';
import { type CompanyPageId, companyPageMessages } from '../messages.ts';
import { useAuth } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { REACTION_TOASTS, type Reaction, useCompanyReaction } from '../data/reactions.ts';
import { copyToClipboard, shareLink } from '../share-link.ts';
import { LikeButton } from './like-button.tsx';

/** The tour's steps: where each points and the ids of its title and text. */
const TOUR = [
  ['company-header', 'companyPage.tour.business.title', 'companyPage.tour.business.text'],
  ['company-actions', 'companyPage.tour.touch.title', 'companyPage.tour.touch.text'],
  ['booking-dates', 'companyPage.tour.date.title', 'companyPage.tour.date.text'],
  ['booking-slots', 'companyPage.tour.time.title', 'companyPage.tour.time.text'],
  ['booking-form', 'companyPage.tour.book.title', 'companyPage.tour.book.text'],
  ['company-services', 'companyPage.tour.services.title', 'companyPage.tour.services.text'],
] as const;

/** Spec §2: the link cannot be copied (no clipboard access): show it, selected, to copy by hand. */
function showLink(link: string, t: Translate<CompanyPageId>) {
  modals.open({
    title: t('companyPage.share.title'),
    children: (
      <Stack gap="xs">
        <Text fz="sm">{t('companyPage.share.copy')}</Text>
        <TextInput
          aria-label={t('companyPage.share.link')}
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
  const t = useT(companyPageMessages);
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
      onSuccess: () => notify(t(REACTION_TOASTS[next])),
      onError: notifyError,
    });

  const share = async () => {
    const link = shareLink(company._id);
    if (await copyToClipboard(link)) notify(t('companyPage.share.copied'), 'success', 1000);
    else showLink(link, t);
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
          {t(notified ? 'companyPage.actions.notified' : 'companyPage.actions.notify')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconShare size={18} />} onClick={share}>
        {t('companyPage.actions.share')}
      </Button>
      {(isOwner || isAdmin) && (
        <Button
          component={Link}
          to={`/business/service/${company._id}`}
          variant="light"
          leftSection={<IconPencil size={18} />}
        >
          {t('companyPage.actions.edit')}
        </Button>
      )}
      <ClaimButton
        companyId={company._id}
        companyName={company.name}
        unclaimed={company.is_admin}
        size="sm"
      />
      <TourButton
        steps={TOUR.map(
          ([part, title, description]): TourStep => ({
            element: `[data-tour="${part}"]`,
            title: t(title),
            description: t(description),
          }),
        )}
      />
    </Group>
  );
}
