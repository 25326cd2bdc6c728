import type { AppContext } from '../../http/context.ts';

export const MSG_TOO_MANY_BOOKINGS =
  'You have made too many bookings in a short time. Please try again later.';
export const MSG_TOO_MANY_CANCELLATIONS =
  'You have cancelled too many appointments in a short time. Please try again later.';

/**
 * Every booking and cancellation mails and texts its people, so each user may make only so many
 * per window: without it, booking and cancelling in a loop would send texts to any number the
 * caller puts on their profile. A refused attempt (taken slot, bad input) sent nothing and gives
 * its hit back, so a customer racing others for a slot is not locked out.
 */
export async function withinAllowance<T>(
  ctx: AppContext,
  what: 'bookings' | 'cancellations',
  userId: string,
  act: () => Promise<T>,
): Promise<T> {
  const limits = ctx.config.rateLimits;
  const hit = await ctx.limiter.take(`${what}:${userId}`, limits[what], {
    windowMs: limits.bookingWindowMs,
    message: what === 'bookings' ? MSG_TOO_MANY_BOOKINGS : MSG_TOO_MANY_CANCELLATIONS,
  });
  try {
    return await act();
  } catch (err) {
    await hit.undo();
    throw err;
  }
}
