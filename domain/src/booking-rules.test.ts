import { describe, expect, it } from 'vitest';
import { blockedRange, minutesText, msgTooSoon } from './booking-rules.ts';
import { MSG_BUFFER_AFTER, MSG_HORIZON, MSG_MIN_NOTICE } from './booking-rules-schema.ts';
import { defaultStoreHours } from './hours.ts';
import { serviceSchema } from './services.ts';
import { findSlot, generateSlots } from './slots.ts';

const service = {
  name: 'Cut',
  description: 'A cut',
  price: '20',
  service_duration: 30,
  book_online: true,
};
const MIN = 60_000;

describe('booking rules on the service payload', () => {
  it('defaults to no notice, no buffers and the 90-day window', () => {
    expect(serviceSchema.parse(service)).toMatchObject({
      min_notice: 0,
      buffer_before: 0,
      buffer_after: 0,
      horizon_days: 90,
    });
  });

  it('takes whole numbers in range, numeric strings too', () => {
    const r = serviceSchema.parse({
      ...service,
      min_notice: '120',
      buffer_before: 10,
      buffer_after: 240,
      horizon_days: 1,
    });
    expect(r).toMatchObject({
      min_notice: 120,
      buffer_before: 10,
      buffer_after: 240,
      horizon_days: 1,
    });
  });

  it.each([
    [{ min_notice: -1 }, MSG_MIN_NOTICE],
    [{ min_notice: 10_081 }, MSG_MIN_NOTICE],
    [{ min_notice: 1.5 }, MSG_MIN_NOTICE],
    [{ min_notice: true }, MSG_MIN_NOTICE],
    [{ buffer_after: 241 }, MSG_BUFFER_AFTER],
    [{ buffer_after: 'ten' }, MSG_BUFFER_AFTER],
    [{ horizon_days: 0 }, MSG_HORIZON],
    [{ horizon_days: 91 }, MSG_HORIZON],
    [{ horizon_days: null }, MSG_HORIZON],
  ])('refuses %j with a clear message', (bad, msg) => {
    const r = serviceSchema.safeParse({ ...service, ...bad });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([msg]);
  });
});

describe('minutesText and the too-soon message', () => {
  it('says minutes as people do', () => {
    expect(minutesText(0)).toBe('0 minutes');
    expect(minutesText(45)).toBe('45 minutes');
    expect(minutesText(60)).toBe('1 hour');
    expect(minutesText(150)).toBe('2 hours 30 minutes');
    expect(minutesText(1440 + 360)).toBe('1 day 6 hours');
    expect(msgTooSoon(120)).toBe('This time is too soon: book at least 2 hours ahead.');
  });
});

describe('slots with booking rules', () => {
  // Thursday 15 January 2026, 9:00 to 17:00 in Toronto (UTC-5); now is 10:00 local.
  const now = new Date('2026-01-15T15:00:00Z');
  const base = {
    hours: defaultStoreHours(),
    timeZone: 'America/Toronto',
    duration: 30,
    busy: [] as { start: number; end: number }[],
    now,
  };
  const at = (local: string) => Date.parse(`${local}-05:00`);

  it('marks slots inside the notice, after the past ones', () => {
    const rules = { min_notice: 120, buffer_before: 0, buffer_after: 0, horizon_days: 90 };
    const [today] = generateSlots({ ...base, rules, from: '2026-01-15', to: '2026-01-15' });
    const state = Object.fromEntries(today.slots.map((s) => [s.start_time, s.unavailable]));
    expect(state[570]).toBe('past');
    expect(state[600]).toBe('notice'); // 10:00, now
    expect(state[690]).toBe('notice'); // 11:30, before 12:00
    expect(state[720]).toBeNull(); // 12:00, exactly the notice
    expect(findSlot('2026-01-15', 690, { ...base, rules })).toEqual({ error: 'notice' });
    expect(findSlot('2026-01-15', 720, { ...base, rules })).toMatchObject({
      slot: { start_time: 720 },
    });
  });

  it('steps by the duration and both buffers from opening, the appointment within hours', () => {
    const rules = { min_notice: 0, buffer_before: 10, buffer_after: 20, horizon_days: 90 };
    const [d] = generateSlots({ ...base, rules, from: '2026-01-20', to: '2026-01-20' });
    // 9:00 to 17:00 by 60 minutes: the last, 16:00, ends 16:30 and its after-buffer lies past no one.
    expect(d.slots.map((s) => s.start_time)).toEqual([540, 600, 660, 720, 780, 840, 900, 960]);
  });

  it("blocks a slot whose buffers meet a booking's blocked time, and no other", () => {
    const rules = { min_notice: 0, buffer_before: 15, buffer_after: 15, horizon_days: 90 };
    // A booking 11:00-11:30 with its own 15-minute after-buffer: blocked 11:00-11:45.
    const busy = [
      blockedRange(at('2026-01-20T11:00'), at('2026-01-20T11:30'), {
        bufferBefore: 0,
        bufferAfter: 15,
      }),
    ];
    const [d] = generateSlots({ ...base, busy, rules, from: '2026-01-20', to: '2026-01-20' });
    const state = Object.fromEntries(d.slots.map((s) => [s.start_time, s.unavailable]));
    // Slots every hour: 10:00 blocks to 10:45 (free), 11:00 meets, 12:00 blocks from 11:45 (free).
    expect(state[600]).toBeNull();
    expect(state[660]).toBe('booked');
    expect(state[720]).toBeNull();
    // Only a 15-minute before-buffer: slots every 45 minutes; 10:30 ends as the booking starts
    // and 12:00's buffer starts as the booking's after-buffer ends, so both stay free.
    const beforeOnly = { ...rules, buffer_after: 0 };
    const [b] = generateSlots({
      ...base,
      busy,
      rules: beforeOnly,
      from: '2026-01-20',
      to: '2026-01-20',
    });
    const near = Object.fromEntries(b.slots.map((s) => [s.start_time, s.unavailable]));
    expect(near).toMatchObject({ 630: null, 675: 'booked', 720: null });
  });

  it('offers no day beyond the horizon and says so for a booking', () => {
    const rules = { min_notice: 0, buffer_before: 0, buffer_after: 0, horizon_days: 7 };
    const days = generateSlots({ ...base, rules });
    expect(days.at(-1)?.date).toBe('2026-01-22');
    expect(findSlot('2026-01-22', 600, { ...base, rules })).toMatchObject({ slot: {} });
    expect(findSlot('2026-01-23', 600, { ...base, rules })).toEqual({ error: 'horizon' });
    expect(findSlot('2026-04-20', 600, { ...base, rules })).toEqual({ error: 'outside-window' });
  });
});

describe('blockedRange', () => {
  it('widens a booking by its buffers', () => {
    expect(blockedRange(100 * MIN, 130 * MIN, { bufferBefore: 5, bufferAfter: 10 })).toEqual({
      start: 95 * MIN,
      end: 140 * MIN,
    });
  });
});
