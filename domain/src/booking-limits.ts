// The booking calls' messages and limits (spec consumer §3, §5, §7), apart from the schemas of
// bookings.ts: a booking's page shows them without loading zod.

export const MSG_BOOKING_NOT_FOUND = 'Booking not found';
export const MSG_SLOT_TAKEN = 'This time has just been booked. Please choose another time.';
export const MSG_SLOT_PAST = 'This time has already passed. Please choose another time.';
export const MSG_SLOT_NOT_OFFERED = 'The business does not offer this time. Please choose another.';
export const MSG_OUTSIDE_WINDOW = 'Please choose a date from today up to 90 days ahead.';
export const MSG_NOT_ONLINE = 'This service cannot be booked online.';
export const MSG_REASON_REQUIRED = 'Please enter the reason';
export const MSG_HISTORY_CLEARED = 'Appointment History Cleared';
export const MSG_ONLY_FUTURE = 'Only appointments that have not started can be cancelled.';
export const MSG_COMMENT_REQUIRED = 'Comment text is required';
export const MSG_COMMENTS_CLOSED = 'This booking was cancelled: it takes no more comments';
export const TEXT_MAX = 1000;
export const COMMENT_MAX = 2000;
export const ATTACHMENTS_MAX = 5;
