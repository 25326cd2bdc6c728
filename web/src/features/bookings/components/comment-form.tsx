import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATTACHMENTS_MAX, COMMENT_MAX } from '@slotmap/domain/booking-limits';
import { IconSend } from '@tabler/icons-react';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { type NewComment, useAddComment } from '../data/bookings.ts';

// The comment's schema (and zod with it) loads when a comment is first sent (decision 045).
const loadSchema = async () => (await import('@slotmap/domain/bookings')).newCommentSchema;

/** The comment box: required text, up to five images, Send. The thread updates from the answer. */
export function CommentForm({ bookingId }: { bookingId: string }) {
  const add = useAddComment(bookingId);
  const form = useForm<NewComment>({
    initialValues: { text: '', UploadImage: [] },
    validate: lazySchemaResolver(loadSchema),
  });

  const submit = form.onSubmit(
    async (values) =>
      add.mutate((await loadSchema()).parse(values), {
        onSuccess: () => {
          notify('Booking Comment Added');
          form.reset();
        },
        onError: notifyError,
      }),
    focusingFirstError(),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Textarea
          label="Add a comment"
          placeholder="Write a message to the other party"
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX}
          {...form.getInputProps('text')}
        />
        <Group justify="space-between" align="flex-end" gap="sm">
          <ImageUpload
            value={form.getValues().UploadImage}
            onChange={(urls) => form.setFieldValue('UploadImage', urls)}
            max={ATTACHMENTS_MAX}
            buttonLabel="Attach image"
          />
          <Button
            type="submit"
            ml="auto"
            loading={add.isPending}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
