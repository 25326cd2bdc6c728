import { describe, expect, it } from 'vitest';
import { defaultStoreHours, type StoreHours, WEEKDAYS } from './hours.ts';
import {
  BOOKING_WINDOW_DAYS,
  findSlot,
  generateSlots,
  periodOf,
  type Slot,
  slotEnd,
} from './slots.ts';

/** When a slot ends, as an ISO instant. */
const endOf = (slot: Slot | undefined, duration: number) =>
  slot && new Date(slotEnd(slot, duration)).toISOString();
const isoStart = (slot: Slot) => new Date(slot.start).toISOString();

const open = (start: number, end: number) => ({ open: true, start_time: start, end_time: end });
const allDay = (): StoreHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, open(0, 1440)])) as StoreHours;

function day(
  date: string,
  timeZone: string,
  hours = defaultStoreHours(),
  duration = 30,
  now = '2026-01-15T12:00:00Z',
) {
  const days = generateSlots({
    hours,
    timeZone,
    duration,
    busy: [],
    now: new Date(now),
    from: date,
    to: date,
  });
  expect(days).toHaveLength(1);
  return days[0];
}

describe('generateSlots: ordinary days', () => {
  it('steps by the duration from opening, each slot ending by closing', () => {
    const d = day('2026-01-20', 'America/Toronto', defaultStoreHours(), 45);
    // 9:00 to 17:00 in 45-minute steps: 9:00 … 16:30 ends 17:15, so the last is 15:45.
    expect(d.slots.map((s) => s.start_time)).toEqual([
      540, 585, 630, 675, 720, 765, 810, 855, 900, 945,
    ]);
    expect(d.slots[0]).toEqual({
      start_time: 540,
      start: Date.parse('2026-01-20T14:00:00.000Z'),
      unavailable: null,
    });
    expect(endOf(d.slots[0], 45)).toBe('2026-01-20T14:45:00.000Z');
  });

  it('leaves closed days out and offers today up to 90 days ahead', () => {
    const hours = defaultStoreHours();
    hours.Sunday = { open: false, start_time: 540, end_time: 1020 };
    const days = generateSlots({
      hours,
      timeZone: 'America/Vancouver',
      duration: 60,
      busy: [],
      now: new Date('2026-01-15T20:00:00Z'),
    });
    expect(days[0].date).toBe('2026-01-15');
    expect(days.at(-1)?.date).toBe('2026-04-15');
    expect(days.every((d) => d.weekday !== 'Sunday')).toBe(true);
    expect(days).toHaveLength(BOOKING_WINDOW_DAYS + 1 - 13);
  });

  it('marks started slots past and slots meeting a booking booked', () => {
    const busy = [
      { start: Date.parse('2026-01-15T16:15:00Z'), end: Date.parse('2026-01-15T17:00:00Z') },
    ];
    const [today] = generateSlots({
      hours: defaultStoreHours(),
      timeZone: 'America/Toronto',
      duration: 30,
      busy,
      now: new Date('2026-01-15T15:10:00Z'), // 10:10 in Toronto
    });
    const state = Object.fromEntries(today.slots.map((s) => [s.start_time, s.unavailable]));
    expect(state[600]).toBe('past'); // 10:00 has started
    expect(state[630]).toBe(null); // 10:30
    expect(state[660]).toBe('booked'); // 11:00-11:30 meets 11:15-12:00
    expect(state[690]).toBe('booked');
    expect(state[720]).toBe(null); // 12:00: the booking ends as it starts
  });

  it('groups by period: morning before 12:00, afternoon to 17:00, evening after', () => {
    expect([0, 719, 720, 1019, 1020, 1439].map(periodOf)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('generateSlots: daylight-saving days', () => {
  it('keeps 9:00 at 9:00 local on the day clocks spring forward (Toronto, 8 March 2026)', () => {
    const before = day('2026-03-07', 'America/Toronto');
    const on = day('2026-03-08', 'America/Toronto');
    expect(before.slots.map((s) => s.start_time)).toEqual(on.slots.map((s) => s.start_time));
    expect(before.slots[0].start).toBe(Date.parse('2026-03-07T14:00:00.000Z')); // EST, UTC-5
    expect(on.slots[0].start).toBe(Date.parse('2026-03-08T13:00:00.000Z')); // EDT, UTC-4
    expect(on.slots).toHaveLength(16);
  });

  it('keeps 9:00 at 9:00 local on the day clocks fall back (Los Angeles, 1 November 2026)', () => {
    const on = day(
      '2026-11-01',
      'America/Los_Angeles',
      defaultStoreHours(),
      30,
      '2026-10-20T12:00:00Z',
    );
    expect(on.slots[0].start).toBe(Date.parse('2026-11-01T17:00:00.000Z')); // PST, UTC-8
    expect(on.slots).toHaveLength(16);
  });

  it('keeps Vancouver on UTC-7 from 1 November 2026, when British Columbia stopped changing clocks', () => {
    const at = (date: string) =>
      day(date, 'America/Vancouver', defaultStoreHours(), 30, '2026-10-20T12:00:00Z').slots[0]
        .start;
    expect(at('2026-10-31')).toBe(Date.parse('2026-10-31T16:00:00.000Z'));
    expect(at('2026-11-01')).toBe(Date.parse('2026-11-01T16:00:00.000Z'));
    expect(at('2026-12-15')).toBe(Date.parse('2026-12-15T16:00:00.000Z'));
  });

  it('uses the half-hour offset of St. John’s on both sides of the change', () => {
    const on = day('2026-03-08', 'America/St_Johns');
    expect(on.slots[0].start).toBe(Date.parse('2026-03-08T11:30:00.000Z')); // NDT, UTC-2:30
    const winter = day('2026-03-07', 'America/St_Johns');
    expect(winter.slots[0].start).toBe(Date.parse('2026-03-07T12:30:00.000Z')); // NST, UTC-3:30
  });

  it('closes at the jump when the closing time itself does not exist (Toronto, 8 March 2026)', () => {
    const hours = allDay();
    hours.Sunday = open(60, 120); // 1:00 to 2:00, and 2:00 never comes that night
    const on = day('2026-03-08', 'America/Toronto', hours, 15);
    expect(on.slots.map((s) => s.start_time)).toEqual([60, 75, 90, 105]);
    // 1:45 EST lasts 15 minutes and ends at the jump, which the clock reads as 3:00 EDT.
    expect(endOf(on.slots.at(-1), 15)).toBe('2026-03-08T07:00:00.000Z');
    // Open 1:30 to 2:30 on 14 March 2027: a 45-minute slot from 1:30 would run 15 minutes past
    // the jump, so none is offered.
    hours.Sunday = open(90, 150);
    const days = generateSlots({
      hours,
      timeZone: 'America/Toronto',
      duration: 45,
      busy: [],
      now: new Date('2027-03-01T12:00:00Z'),
      from: '2027-03-14',
      to: '2027-03-14',
    });
    expect(days).toEqual([]);
  });

  it('drops the hour that does not exist and duplicates none (24-hour business)', () => {
    for (const zone of ['America/Toronto', 'America/Vancouver', 'America/St_Johns']) {
      const spring = day('2026-03-08', zone, allDay(), 60);
      const times = spring.slots.map((s) => s.start_time);
      expect(times).not.toContain(120); // 2:00 does not exist that night
      expect(times).toHaveLength(23);
      const fall = day('2026-11-01', zone, allDay(), 60, '2026-10-20T12:00:00Z');
      expect(fall.slots.map((s) => s.start_time)).toEqual(
        Array.from({ length: 24 }, (_, h) => h * 60),
      );
      const starts = fall.slots.map((s) => s.start);
      expect(new Set(starts).size).toBe(24);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    }
  });

  it('gives 1:00 its first occurrence when the hour repeats', () => {
    const fall = day('2026-11-01', 'America/Toronto', allDay(), 60, '2026-10-20T12:00:00Z');
    expect(fall.slots.find((s) => s.start_time === 60)?.start).toBe(
      Date.parse('2026-11-01T05:00:00.000Z'),
    );
    expect(fall.slots.find((s) => s.start_time === 120)?.start).toBe(
      Date.parse('2026-11-01T07:00:00.000Z'),
    );
  });

  it('never offers overlapping slots when clocks spring forward (Toronto, 8 March 2026, 90 min)', () => {
    const spring = day('2026-03-08', 'America/Toronto', allDay(), 90, '2026-03-01T12:00:00Z');
    const early = spring.slots.slice(0, 3);
    // 1:30 EST runs to 4:00 EDT, so the next slot starts at 4:00; 3:00 EDT is not offered.
    expect(early.map((s) => s.start_time)).toEqual([0, 90, 240]);
    expect(early.map((s) => endOf(s, 90))).toEqual([
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T09:30:00.000Z',
    ]);
  });

  it('offers a slot that fits before closing in real time when clocks fall back', () => {
    // Toronto, 1 November 2026, open 0:00–2:30, 90 min: 1:30 EDT runs to 2:00 EST, before 2:30.
    const hours = Object.fromEntries(WEEKDAYS.map((d) => [d, open(0, 150)])) as StoreHours;
    const fall = day('2026-11-01', 'America/Toronto', hours, 90, '2026-10-20T12:00:00Z');
    expect(fall.slots.map((s) => [s.start_time, isoStart(s), endOf(s, 90)])).toEqual([
      [0, '2026-11-01T04:00:00.000Z', '2026-11-01T05:30:00.000Z'],
      [90, '2026-11-01T05:30:00.000Z', '2026-11-01T07:00:00.000Z'],
    ]);
  });

  it('Arizona keeps one offset all year', () => {
    expect(day('2026-03-08', 'America/Phoenix').slots[0].start).toBe(
      Date.parse('2026-03-08T16:00:00.000Z'),
    );
    expect(
      day('2026-07-08', 'America/Phoenix', undefined, 30, '2026-06-01T00:00:00Z').slots[0].start,
    ).toBe(Date.parse('2026-07-08T16:00:00.000Z'));
  });
});

describe('findSlot', () => {
  const base = {
    hours: defaultStoreHours(),
    timeZone: 'America/Toronto',
    duration: 30,
    busy: [{ start: Date.parse('2026-02-02T15:00:00Z'), end: Date.parse('2026-02-02T15:30:00Z') }],
    now: new Date('2026-01-15T12:00:00Z'),
  };

  it('accepts an offered free slot and says why others are refused', () => {
    expect(findSlot('2026-02-02', 570, base)).toMatchObject({ slot: { start_time: 570 } });
    expect(findSlot('2026-02-02', 600, base)).toEqual({ error: 'booked' });
    expect(findSlot('2026-02-02', 575, base)).toEqual({ error: 'not-offered' });
    expect(findSlot('2026-02-02', 1020, base)).toEqual({ error: 'not-offered' });
    expect(findSlot('2026-01-14', 600, base)).toEqual({ error: 'outside-window' });
    expect(findSlot('2026-04-16', 600, base)).toEqual({ error: 'outside-window' });
    expect(findSlot('2026-02-30', 600, base)).toEqual({ error: 'outside-window' });
    const at10 = { ...base, now: new Date('2026-01-15T15:00:00Z') }; // 10:00 in Toronto
    expect(findSlot('2026-01-15', 540, at10)).toEqual({ error: 'past' });
    expect(findSlot('2026-01-15', 570, at10)).toEqual({ error: 'past' });
    expect(findSlot('2026-01-15', 630, at10)).toMatchObject({ slot: { start_time: 630 } });
  });
});
