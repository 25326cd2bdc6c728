import type { CompanyView } from '@slotmap/domain/company-view';
import { IconSettings } from '@tabler/icons-react';
import { BusinessSummaryCard } from '../../../components/business-summary-card.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { businessMessages } from '../messages.ts';

/** One business in the business manager: name, address, phone and its settings link. */
export function BusinessCard({ company }: { company: CompanyView }) {
  const t = useT(businessMessages);
  return (
    <BusinessSummaryCard
      company={company}
      manage={{ label: t('businesses.manager.settings'), icon: <IconSettings size={16} /> }}
    />
  );
}
