import { Card, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { answerImages, answerText } from '../../../lib/booking-format.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { bookingMessages, type BookingT } from '../messages.ts';
import { ImageThumbnails } from './image-thumbnails.tsx';

/** An answer as text; a lone checkbox's answer as Yes or No in the reader's language. */
function answerWords(answer: BookingView['intakeForm'][number], booking: BookingView, t: BookingT) {
  if (typeof answer.value === 'boolean')
    return t(answer.value ? 'bookingPage.intake.yes' : 'bookingPage.intake.no');
  return answerText(answer, booking);
}

/** The intake form as answered when booking; file answers are images (spec §2). */
export function IntakeAnswers({ booking }: { booking: BookingView }) {
  const t = useT(bookingMessages);
  if (booking.intakeForm.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="booking-intake"
      data-tour="booking-intake"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id="booking-intake">
          {t('bookingPage.intake.title')}
        </Title>
        <Stack component="dl" gap="md" m={0}>
          {booking.intakeForm.map((answer, i) => {
            const images = answerImages(answer);
            const text = images.length > 0 ? '' : answerWords(answer, booking, t);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; answers never reorder
              <div key={i}>
                <Text component="dt" fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {answer.field_label}
                </Text>
                <Text
                  component="dd"
                  m={0}
                  mt={4}
                  c={text || images.length > 0 ? undefined : 'dimmed'}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {images.length > 0 ? (
                    <ImageThumbnails urls={images} label={answer.field_label} />
                  ) : (
                    text || t('bookingPage.intake.noAnswer')
                  )}
                </Text>
              </div>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
