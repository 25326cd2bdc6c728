import type { CompanyView } from '@slotmap/domain/company-view';
import { IconSettings } from '@tabler/icons-react';
import { BusinessSummaryCard } from '../../../components/business-summary-card.tsx';

/** One business in the business manager: name, address, phone and its settings link. */
export function BusinessCard({ company }: { company: CompanyView }) {
  return (
    <BusinessSummaryCard
      company={company}
      manage={{ label: 'Business Settings', icon: <IconSettings size={16} /> }}
    />
  );
}
