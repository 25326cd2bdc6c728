/**
 * Why a reminder was not sent (its `error` once cancelled), as both parties read it on the
 * booking (decision 057).
 */

export const MSG_BOOKING_CANCELLED = 'The booking was cancelled';
export const MSG_MOVED_TOO_CLOSE = 'The appointment was moved to a time too soon for this reminder';
export const MSG_STARTED = 'The appointment had started before this reminder could be sent';
export const MSG_CUSTOMER_GONE = 'The customer has left Slotmap';
export const MSG_MAILS_OFF = 'The customer turned mail reminders off';
export const MSG_TEXTS_OFF = 'The customer turned text reminders off';
export const MSG_OFFSET_DROPPED = 'The business no longer sends a reminder at this time';
