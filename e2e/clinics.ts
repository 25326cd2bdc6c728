import type { APIRequestContext } from '@playwright/test';
import { expect } from './axe.ts';

// A business the journeys book at, made by its owner through the API (POST /api/company): a clinic
// with the same hours every day it opens and one service booked online. Each journey says only
// what it needs to differ: its name, where it is, its hours, its service.

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Where a clinic is: its address and the point the radius search measures from. */
export interface ClinicPlace {
  street_address: string;
  city: string;
  province: string;
  country: string;
  postal: string;
  lat: number;
  lng: number;
}

/** 500 Queen St W, Toronto. */
const QUEEN_WEST: ClinicPlace = {
  street_address: '500 Queen St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postal: 'M5V 2B5',
  lat: 43.6479,
  lng: -79.3985,
};

export interface ClinicService {
  name: string;
  description: string;
  price: string;
  /** Minutes: its times last this long and follow one another by it. */
  service_duration: number;
}

export interface ClinicOptions {
  /** Its name on cards and headings; no other run's business has it (add a stamp). */
  name: string;
  /** Toronto's Queen West unless said. */
  place?: ClinicPlace;
  /** Opening and closing, minutes from midnight on its own clock: 9:00 to 17:00 unless said. */
  hours?: { open: number; close: number };
  /** Weekdays it stays closed; open every day unless said. */
  closedOn?: readonly Weekday[];
  /** Physiotherapy (Athletic Therapy, Rehabilitation) unless said. */
  description?: string;
  category?: string;
  subcategory?: string;
  /** An hour-long Assessment unless said; it books online and asks no questions. */
  service?: Partial<ClinicService>;
}

export interface Clinic {
  _id: string;
  name: string;
  time_zone: string;
  services: ({ _id: string } & ClinicService)[];
}

/** Makes the clinic as `ownerToken`'s holder and returns the business as the API answers it. */
export async function createClinic(
  request: APIRequestContext,
  ownerToken: string,
  options: ClinicOptions,
): Promise<Clinic> {
  const { name, place = QUEEN_WEST, hours = { open: 540, close: 1020 }, closedOn = [] } = options;
  const weekHours = Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}_open`, !closedOn.includes(day)],
      [`${day}_start_time`, hours.open],
      [`${day}_end_time`, hours.close],
    ]),
  );
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await request.post('/api/company', {
    headers: { 'x-auth-token': ownerToken },
    data: {
      name,
      description: options.description ?? 'Physiotherapy',
      email: `${slug}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      phone: '4165550171',
      category: options.category ?? 'Athletic Therapy',
      subcategory: options.subcategory ?? 'Rehabilitation',
      ...place,
      ...weekHours,
      services: [
        {
          name: 'Assessment',
          description: 'One hour',
          price: '90',
          service_duration: 60,
          ...options.service,
          book_online: true,
          intakeForm: [],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}
