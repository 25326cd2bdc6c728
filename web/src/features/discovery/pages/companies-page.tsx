/** Placeholder, replaced by the page itself. */
export function CompaniesPage() {
  return null;
}
