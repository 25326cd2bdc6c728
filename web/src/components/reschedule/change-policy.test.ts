import { describe, expect, it } from 'vitest';
import { booking, OWNER_ID } from '../../test/booking-fixtures.ts';
import { ada } from '../../test/fixtures.ts';
import { changeClosedNote, moverSide } from './change-policy.ts';

const before = new Date('2026-11-01T12:00:00Z');
// The appointment starts at 01:00 UTC on 3 December.
const started = new Date('2026-12-03T01:00:00Z');
const hourBefore = new Date('2026-12-03T00:00:00Z');

describe('moverSide', () => {
  it('is the customer or the business on a future, active appointment', () => {
    expect(moverSide(booking, ada._id, before)).toBe('customer');
    expect(moverSide(booking, OWNER_ID, before)).toBe('business');
    expect(moverSide(booking, 'someone-else', before)).toBeNull();
  });

  it('is nobody once it started, was cancelled, or its business or service left', () => {
    expect(moverSide(booking, ada._id, started)).toBeNull();
    const cancelled = { ...booking, cancelled_at: '2026-11-01T00:00:00Z' };
    expect(moverSide(cancelled, OWNER_ID, before)).toBeNull();
    const gone = { ...booking, company: { ...booking.company, _id: null } };
    expect(moverSide(gone, ada._id, before)).toBeNull();
    const retired = { ...booking, service: { ...booking.service, _id: null } };
    expect(moverSide(retired, ada._id, before)).toBeNull();
  });
});

describe('changeClosedNote', () => {
  it('binds the customer inside the cutoff, naming how to reach the business', () => {
    expect(changeClosedNote(booking, 'customer', 2, hourBefore)).toBe(
      'This booking can no longer be changed online: changes close 2 hours before the start. Call Harbour Massage Clinic at 416-555-0123.',
    );
    expect(changeClosedNote(booking, 'customer', 1, hourBefore)).toBeNull();
    expect(changeClosedNote(booking, 'customer', 0, hourBefore)).toBeNull();
  });

  it('never binds the owner', () => {
    expect(changeClosedNote(booking, 'business', 720, hourBefore)).toBeNull();
  });
});
