/** Placeholder, replaced by the page itself. */
export function FavoritePage() {
  return null;
}
