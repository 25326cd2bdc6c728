/** Placeholder, replaced by the page itself. */
export function FindPage() {
  return null;
}
