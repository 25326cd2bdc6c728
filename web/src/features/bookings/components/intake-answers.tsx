import { Card, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { answerImages, answerText } from '../../../lib/booking-format.ts';
import { ImageThumbnails } from './image-thumbnails.tsx';

/** The intake form as answered when booking; file answers are images (spec §2). */
export function IntakeAnswers({ booking }: { booking: BookingView }) {
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
          Intake answers
        </Title>
        <Stack component="dl" gap="md" m={0}>
          {booking.intakeForm.map((answer, i) => {
            const images = answerImages(answer);
            const text = images.length > 0 ? '' : answerText(answer, booking);
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
                    text || 'No answer'
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
