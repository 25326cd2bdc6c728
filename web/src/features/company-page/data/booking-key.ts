/**
 * The booking being sent (POST /bookings): while it is, the time it takes going from the times
 * shown is the customer's own doing, not news (decision 061). A file of its own so the business
 * page knows it without loading the booking form's code before a time is chosen (decision 045).
 */
export const createBookingKey = ['bookings', 'create'] as const;
