/** Placeholder, replaced by the page itself. */
export function CompanyPage() {
  return null;
}
