import type { User } from '../lib/auth.ts';

export const ada: User = {
  _id: '0190a4c2-0000-7000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4165550199',
  avatar: null,
  isAdmin: false,
  free_months: 0,
  date: '2025-01-01T00:00:00.000Z',
  intakeFormFields: [],
};
