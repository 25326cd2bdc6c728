import { Group, Rating, Text } from '@mantine/core';
import type { RatingView } from '@slotmap/domain/reviews';

/** "4.5 · 12 reviews"; "No reviews yet" with none. */
export function ratingLabel(rating: RatingView | undefined): string {
  if (!rating || rating.count === 0 || rating.average === null) return 'No reviews yet';
  const n = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return `${rating.average.toFixed(1)} out of 5 · ${n}`;
}

/** A business's stars and count, as cards, map popups and its page show them. */
export function RatingSummary({
  rating,
  size = 'xs',
}: {
  rating: RatingView | undefined;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={6} wrap="nowrap">
      {rating && rating.average !== null && (
        <Rating value={rating.average} fractions={10} readOnly size={size} aria-hidden />
      )}
      <Text fz={size} c="dimmed" data-testid="rating-summary" style={{ whiteSpace: 'nowrap' }}>
        {ratingLabel(rating)}
      </Text>
    </Group>
  );
}
