/** Placeholder, replaced by the page itself. */
export function HomePage() {
  return null;
}
