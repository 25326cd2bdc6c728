import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

interface LikeButtonProps {
  liked: boolean;
  onClick: () => void;
  /** A call is under way: the button looks disabled and ignores presses but keeps the focus. */
  busy?: boolean;
}

/** Spec §2: an empty heart, or a filled one once the viewer likes the business. */
export function LikeButton({ liked, onClick, busy = false }: LikeButtonProps) {
  const t = useT(companyPageMessages);
  return (
    <DeferredTooltip
      label={t(liked ? 'companyPage.like.remove' : 'companyPage.like.add')}
      openDelay={400}
    >
      <ActionIcon
        size="input-sm"
        variant={liked ? 'light' : 'default'}
        color="red"
        aria-label={t(liked ? 'companyPage.like.unlike' : 'companyPage.like.like')}
        aria-pressed={liked}
        aria-disabled={busy || undefined}
        data-disabled={busy || undefined}
        onClick={busy ? undefined : onClick}
      >
        {liked ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </DeferredTooltip>
  );
}
