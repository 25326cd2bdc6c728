import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderElement } from '../../../test/render.tsx';
import { UpcomingClosures } from './upcoming-closures.tsx';

/** A closed holiday (its reason as given) and a day of special hours, 9:00 to 13:00. */
const closures = (reason: string) => [
  { _id: 'a', from: '2026-12-24', to: '2026-12-26', reason, start_time: null, end_time: null },
  { _id: 'b', from: '2026-12-31', to: '2026-12-31', reason: '', start_time: 540, end_time: 780 },
];

/** The closures as the region named `name` lists them. */
const listed = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the public page’s closures', () => {
  it('says each closure as a customer reads it, soonest first', () => {
    renderElement(<UpcomingClosures closures={closures('Christmas')} />);
    expect(listed('Closures and special hours')).toEqual([
      'Closed Dec 24 – Dec 26: Christmas',
      'Dec 31: open 9:00 AM – 1:00 PM',
    ]);
  });

  it('says them in French, with French dates and 24-hour times', async () => {
    await readIn('fr');
    renderElement(<UpcomingClosures closures={closures('Noël')} />);
    expect(listed('Fermetures et heures spéciales')).toEqual([
      'Fermé 24\u00a0déc. – 26\u00a0déc.\u00a0: Noël',
      '31\u00a0déc.\u00a0: ouvert de 9\u00a0h\u00a000 à 13\u00a0h\u00a000',
    ]);
  });

  it('shows nothing when there are none', () => {
    renderElement(<UpcomingClosures closures={[]} />);
    expect(screen.queryByRole('region', { name: 'Closures and special hours' })).toBeNull();
  });
});
