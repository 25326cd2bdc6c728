/** Placeholder, replaced by the page itself. */
export function BookingPage() {
  return null;
}
