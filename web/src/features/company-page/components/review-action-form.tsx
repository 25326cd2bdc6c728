import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { ReviewView } from '@slotmap/domain/review-view';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useReviewAction } from '../data/reviews.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

/** The owner's reply or the admin's reason for hiding, as typed (company-reviews.tsx loads it). */
export function ReviewActionForm({
  review,
  companyId,
  mode,
  onClose,
}: {
  review: ReviewView;
  companyId: string;
  mode: 'reply' | 'hide';
  onClose: () => void;
}) {
  const t = useT(companyPageMessages);
  const [text, setText] = useState('');
  const action = useReviewAction(companyId);
  return (
    <Stack gap="xs">
      <Textarea
        label={t(
          mode === 'reply' ? 'companyPage.reviews.replyLabel' : 'companyPage.reviews.hideLabel',
        )}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
        data-autofocus
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          loading={action.isPending}
          color={mode === 'hide' ? 'red' : undefined}
          onClick={() =>
            action.mutate(
              mode === 'reply' ? { id: review._id, reply: text } : { id: review._id, hide: text },
              {
                onSuccess: () => {
                  notify(
                    t(
                      mode === 'reply'
                        ? 'companyPage.reviews.replied'
                        : 'companyPage.reviews.hidden',
                    ),
                  );
                  onClose();
                },
                onError: notifyError,
              },
            )
          }
        >
          {t(mode === 'reply' ? 'companyPage.reviews.post' : 'companyPage.reviews.hideButton')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => onClose()}>
          {t('companyPage.reviews.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
