import type { CSSProperties } from 'react';
import type { RatingView } from '@slotmap/domain/review-view';
import { useLocale, useT } from '../lib/i18n/use-t.tsx';
import { componentMessages } from './messages.ts';
import classes from './rating-summary.module.css';

/** How ratingLabel says it: the components' words and the reader's locale. */
export interface RatingWords {
  t: (
    id: NonNullable<(typeof componentMessages)['ids']>,
    values?: Record<string, number | string>,
  ) => string;
  locale: string;
}

const averages = new Map<string, Intl.NumberFormat>();
/** The average to one decimal as the locale writes it: "4.5", "4,5". */
function averageText(average: number, locale: string): string {
  let format = averages.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averages.set(locale, format);
  }
  return format.format(average);
}

/** "4.5 out of 5 · 12 reviews"; "No reviews yet" with none. */
export function ratingLabel(rating: RatingView | undefined, { t, locale }: RatingWords): string {
  if (!rating || rating.count === 0 || rating.average === null) return t('components.rating.none');
  return t('components.rating.summary', {
    average: averageText(rating.average, locale),
    count: rating.count,
  });
}

/**
 * A business's stars and count, as cards, map popups and its page show them: plain elements with
 * Mantine's look (a Group of stars and dimmed text), as a list draws one a card (decision 068).
 */
export function RatingSummary({
  rating,
  size = 'xs',
}: {
  rating: RatingView | undefined;
  size?: 'xs' | 'sm';
}) {
  const t = useT(componentMessages);
  const locale = useLocale();
  return (
    <div className={classes.summary}>
      {rating && rating.average !== null && <Stars value={rating.average} size={size} />}
      <p className={classes.label} data-size={size} data-testid="rating-summary">
        {ratingLabel(rating, { t, locale })}
      </p>
    </div>
  );
}

/** Stars alone, named for screen readers ("4 out of 5 stars"), as a list of reviews shows them. */
export function RatingStars({ value, size = 'xs' }: { value: number; size?: 'xs' | 'sm' }) {
  const t = useT(componentMessages);
  return (
    <span role="img" aria-label={t('components.rating.stars', { value })} className={classes.named}>
      <Stars value={value} size={size} />
    </span>
  );
}

/** Mantine's Rating sizes: xs 14 px, sm 18 px. */
const STAR_SIZE = { xs: '0.875rem', sm: '1.125rem' } as const;
/** Mantine's star (Rating's StarIcon). */
const STAR_PATH =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

function StarRow({ className }: { className: string }) {
  return (
    <span className={className}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={classes.star}
          viewBox="0 0 24 24"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/**
 * The average as stars, filled to the tenth. Drawn, not Mantine's read-only Rating, which is an
 * input of ten radio buttons a star: ten cards of a list made a thousand elements to draw and
 * hydrate for a picture the label beside it says in words.
 */
function Stars({ value, size }: { value: number; size: 'xs' | 'sm' }) {
  const style = {
    '--stars-size': `calc(${STAR_SIZE[size]} * var(--mantine-scale))`,
    // Tenths of a star, as a share of five: 3.7 is 74 %.
    '--stars-filled': `${Math.round(value * 10) * 2}%`,
  } as CSSProperties;
  return (
    <span className={classes.stars} style={style} aria-hidden data-stars={value}>
      <StarRow className={classes.row} />
      <StarRow className={`${classes.row} ${classes.filled}`} />
    </span>
  );
}
