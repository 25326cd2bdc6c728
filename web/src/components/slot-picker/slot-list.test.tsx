import type { Slot } from '@slotmap/domain/slots';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../test/render.tsx';
import { SlotList } from './slot-list.tsx';

const slot = (start_time: number, unavailable: Slot['unavailable'] = null): Slot => ({
  start_time,
  start: 0,
  unavailable,
});

describe('SlotList', () => {
  it("greys times inside the service's notice as it greys past ones, and says why", () => {
    renderElement(
      <SlotList
        slots={[
          slot(540, 'past'),
          slot(600, 'notice'),
          slot(660, 'notice'),
          slot(780),
          slot(840, 'notice'),
        ]}
        value={null}
        onChange={vi.fn()}
      />,
    );
    const past = screen.getByRole('button', { name: /9:00.*passed/ });
    const soon = screen.getByRole('button', { name: /10:00.*too soon to book/ });
    expect((past as HTMLButtonElement).disabled).toBe(true);
    expect((soon as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^1:00/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // The morning has nothing left to book: its note says it is too soon, with no waitlist.
    expect(screen.getByText('Too soon to book online')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /waitlist/i })).toBeNull();
  });
});

describe('SlotList with the time being moved', () => {
  it('marks the current time, which cannot be chosen, and keeps the others choosable', async () => {
    const onChange = vi.fn();
    renderElement(
      <SlotList
        slots={[slot(540), slot(600, 'booked'), slot(660)]}
        value={null}
        onChange={onChange}
        currentTime={600}
      />,
    );
    const current = screen.getByRole('button', { name: '10:00 AM, current time' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Current time')).toBeTruthy();
    screen.getByRole('button', { name: /^11:00 AM/ }).click();
    expect(onChange).toHaveBeenCalledWith(660);
  });
});
