import { describe, expect, it } from 'vitest';
import type { IntakeAnswer } from '@slotmap/domain/bookings';
import {
  addressLines,
  answerImages,
  answerText,
  bookingDate,
  bookingStatus,
  bookingTimeRange,
  commentTime,
} from './booking-format.ts';
import { booking } from '../test/booking-fixtures.ts';
import { queenStreetWest } from '../test/fixtures.ts';

describe('bookingStatus', () => {
  it('is upcoming before the start, in progress during it and past after the end', () => {
    expect(bookingStatus(booking, new Date('2026-12-03T00:59:00Z'))).toBe('upcoming');
    expect(bookingStatus(booking, new Date('2026-12-03T01:00:00Z'))).toBe('in-progress');
    expect(bookingStatus(booking, new Date('2026-12-03T02:00:00Z'))).toBe('past');
  });

  it('is cancelled once cancelled, whenever that is', () => {
    const cancelled = { ...booking, cancelled_at: '2026-11-02T12:00:00.000Z' };
    expect(bookingStatus(cancelled, new Date('2026-11-01T00:00:00Z'))).toBe('cancelled');
  });
});

describe('bookingDate and bookingTimeRange', () => {
  it('reads the day on the business clock', () => {
    expect(bookingDate(booking)).toBe('Wednesday, December 2, 2026');
    const vancouver = {
      ...booking,
      company: { ...booking.company, time_zone: 'America/Vancouver' },
    };
    expect(bookingDate(vancouver)).toBe('Wednesday, December 2, 2026');
    const london = { ...booking, company: { ...booking.company, time_zone: 'Europe/London' } };
    expect(bookingDate(london)).toBe('Thursday, December 3, 2026');
  });

  it('gives the start and end times, past midnight too', () => {
    expect(bookingTimeRange(booking, 'America/Toronto')).toBe('8:00 PM – 9:00 PM');
    const late = {
      ...booking,
      start_time: 1410,
      duration: 45,
      start: '2026-12-03T04:30:00.000Z',
      end: '2026-12-03T05:15:00.000Z',
    };
    expect(bookingTimeRange(late, 'America/Toronto')).toBe('11:30 PM – 12:15 AM');
  });

  it('reads the end from the real instant when clocks spring forward during the appointment', () => {
    // Toronto, 8 March 2026: 90 minutes from 1:30 AM EST end at 4:00 AM EDT, not 3:00.
    const spring = {
      ...booking,
      start_time: 90,
      duration: 90,
      start: '2026-03-08T06:30:00.000Z',
      end: '2026-03-08T08:00:00.000Z',
    };
    expect(bookingTimeRange(spring, 'America/Toronto')).toBe('1:30 AM – 4:00 AM');
    // To a viewer elsewhere, each end says which side of the change it is on.
    expect(bookingTimeRange(spring, 'America/Vancouver')).toBe('1:30 AM EST – 4:00 AM EDT');
  });

  it("names the business's zone to a viewer whose clock reads differently, not to one in it", () => {
    expect(bookingTimeRange(booking, 'America/Vancouver')).toBe('8:00 PM – 9:00 PM EST');
    expect(bookingTimeRange(booking, 'America/New_York')).toBe('8:00 PM – 9:00 PM');
    // The browser's own zone when none is given: the tests read as a viewer in UTC.
    expect(bookingTimeRange(booking)).toBe('8:00 PM – 9:00 PM EST');
  });

  it('gives a comment its time on the business clock, named for a viewer elsewhere', () => {
    const at = '2026-11-20T15:00:00.000Z';
    expect(commentTime(at, 'America/Toronto', 'America/Vancouver')).toBe(
      'Nov 20, 2026, 10:00 AM EST',
    );
    expect(commentTime(at, 'America/Toronto', 'America/Toronto')).toBe('Nov 20, 2026, 10:00 AM');
  });
});

describe('addressLines', () => {
  it('keeps the lines that exist', () => {
    expect(addressLines(queenStreetWest)).toEqual(['100 Queen St W', 'Toronto, ON M5H 2N2']);
    expect(addressLines({ ...queenStreetWest, street_address_2: 'Unit 4', postal: '' })).toEqual([
      '100 Queen St W',
      'Unit 4',
      'Toronto, ON',
    ]);
  });
});

describe('answerText and answerImages', () => {
  it('joins checkbox answers and reads option values as their labels', () => {
    const [, focus] = booking.intakeForm;
    expect(answerText(focus, booking)).toBe('Neck, Lower back');
  });

  it('reads a slider number as the label of its step', () => {
    const painLevel = {
      _id: '0190a4c2-0000-7000-8000-000000000102',
      field_category: '',
      field_name: 'Pain_level',
      field_label: 'Pain level',
      field_type: 'slider' as const,
      is_required: false,
      options: [
        { label: 'Low', value: 'low', isChecked: false },
        { label: 'High', value: 'high', isChecked: false },
      ],
    };
    const withSlider = {
      ...booking,
      service: { ...booking.service, intakeForm: [...booking.service.intakeForm, painLevel] },
    };
    const answer = (value: number): IntakeAnswer => ({
      field_label: 'Pain level',
      field_type: 'slider',
      value,
    });
    // Two options: marks at 10 and 60 (step 100 / 2).
    expect(answerText(answer(10), withSlider)).toBe('Low');
    expect(answerText(answer(60), withSlider)).toBe('High');
  });

  it('shows values of questions the service no longer has as they are', () => {
    expect(answerText({ field_label: 'Gone', field_type: 'radio', value: 'x' }, booking)).toBe('x');
    expect(answerText({ field_label: 'Level', field_type: 'slider', value: 40 }, booking)).toBe(
      '40',
    );
    // Answers stored before they were typed by question may hold a lone checkbox's true/false.
    const legacy = { field_label: 'Agree', field_type: 'checkbox', value: true } as unknown;
    expect(answerText(legacy as IntakeAnswer, booking)).toBe('Yes');
  });

  it('takes images from file answers only', () => {
    const [text, , file] = booking.intakeForm;
    expect(answerImages(file)).toEqual(['/api/uploads/referral.png']);
    const fileAnswer = (value: string | string[]): IntakeAnswer => ({
      field_label: file.field_label,
      field_type: 'file',
      value,
    });
    expect(answerImages(fileAnswer('/api/uploads/one.png'))).toEqual(['/api/uploads/one.png']);
    expect(answerImages(fileAnswer([]))).toEqual([]);
    expect(answerImages(text)).toEqual([]);
  });
});
