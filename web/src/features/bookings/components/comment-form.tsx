import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATTACHMENTS_MAX, COMMENT_MAX } from '@slotmap/domain/booking-limits';
import { IconSend } from '@tabler/icons-react';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { type NewComment, useAddComment } from '../data/bookings.ts';
import { bookingMessages, bookingRules } from '../messages.ts';

// The comment's schema (and zod with it) loads when a comment is first sent (decision 045).
const loadSchema = async () => (await import('@slotmap/domain/bookings')).newCommentSchema;
const validateComment = translatedErrors(bookingRules, lazySchemaResolver(loadSchema));

/** The comment box: required text, up to five images, Send. The thread updates from the answer. */
export function CommentForm({ bookingId }: { bookingId: string }) {
  const t = useT(bookingMessages);
  const add = useAddComment(bookingId);
  const form = useForm<NewComment>({
    initialValues: { text: '', UploadImage: [] },
    validate: validateComment,
  });

  const submit = form.onSubmit(
    async (values) =>
      add.mutate((await loadSchema()).parse(values), {
        onSuccess: () => {
          notify(t('bookingPage.comments.added'));
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
          label={t('bookingPage.comments.label')}
          placeholder={t('bookingPage.comments.placeholder')}
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
            buttonLabel={t('bookingPage.comments.attach')}
          />
          <Button
            type="submit"
            ml="auto"
            loading={add.isPending}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {t('bookingPage.comments.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
