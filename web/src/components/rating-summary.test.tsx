import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readIn } from '../test/language.ts';
import { renderElement } from '../test/render.tsx';
import { componentMessages } from './messages.ts';
import { RatingSummary, ratingLabel } from './rating-summary.tsx';

const english = { t: componentMessages.t, locale: 'en-US' };

describe('ratingLabel', () => {
  it('names the average to one decimal and the count', () => {
    expect(ratingLabel({ average: 4.5, count: 12 }, english)).toBe('4.5 out of 5 · 12 reviews');
    expect(ratingLabel({ average: 4, count: 3 }, english)).toBe('4.0 out of 5 · 3 reviews');
    expect(ratingLabel({ average: 5, count: 1 }, english)).toBe('5.0 out of 5 · 1 review');
  });

  it('says "No reviews yet" without reviews or without a rating at all', () => {
    expect(ratingLabel({ average: null, count: 0 }, english)).toBe('No reviews yet');
    expect(ratingLabel(undefined, english)).toBe('No reviews yet');
  });
});

describe('RatingSummary', () => {
  it('shows the stars beside the label, hidden from screen readers that read the label', () => {
    const { container } = renderElement(<RatingSummary rating={{ average: 3.7, count: 9 }} />);

    expect(screen.getByTestId('rating-summary').textContent).toBe('3.7 out of 5 · 9 reviews');
    const stars = container.querySelector('[data-stars]');
    expect(stars?.getAttribute('aria-hidden')).toBe('true');
    // Filled to the tenth: 3.7 of 5 stars.
    expect((stars as HTMLElement).style.getPropertyValue('--stars-filled')).toBe('74%');
  });

  it('shows no empty stars for a business without reviews', () => {
    const { container } = renderElement(<RatingSummary rating={{ average: null, count: 0 }} />);

    expect(screen.getByTestId('rating-summary').textContent).toBe('No reviews yet');
    expect(container.querySelector('[data-stars]')).toBeNull();
  });

  it('reads in French, with the average as French writes it', async () => {
    await readIn('fr');
    renderElement(<RatingSummary rating={{ average: 4.5, count: 12 }} />);

    expect(screen.getByTestId('rating-summary').textContent).toBe('4,5 sur 5 · 12 avis');
  });
});
