import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { ReviewView } from '@slotmap/domain/review-view';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useReviewAction } from '../data/reviews.ts';

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
  const [text, setText] = useState('');
  const action = useReviewAction(companyId);
  return (
    <Stack gap="xs">
      <Textarea
        label={mode === 'reply' ? 'Your public reply' : 'Reason for hiding (the author is told)'}
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
                  notify(mode === 'reply' ? 'Reply posted' : 'Review hidden');
                  onClose();
                },
                onError: notifyError,
              },
            )
          }
        >
          {mode === 'reply' ? 'Post reply' : 'Hide'}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => onClose()}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
