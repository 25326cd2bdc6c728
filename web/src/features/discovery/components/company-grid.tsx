import { SimpleGrid, Skeleton } from '@mantine/core';
import { CompanyCard } from './company-card.tsx';
import { ListGrid } from '../../../components/lists.tsx';
import type { ListedCompany } from '../next-time.ts';

/** Cards two across on wider screens, as /companies and /favorite list them. */
export function CompanyGrid({
  companies,
  label,
  stale = false,
}: {
  companies: ListedCompany[];
  label: string;
  stale?: boolean;
}) {
  return (
    <ListGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      aria-label={label}
      aria-busy={stale || undefined}
      style={{ opacity: stale ? 0.6 : 1 }}
    >
      {companies.map((company) => (
        <CompanyCard key={company._id} company={company} />
      ))}
    </ListGrid>
  );
}

export function CompanyGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        // Placeholders have no identity: position is all they have.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={i} h={140} radius="md" />
      ))}
    </SimpleGrid>
  );
}
