import { Button } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BusinessSummaryCard } from '../../../components/business-summary-card.tsx';

/** One business in the business manager: name, address, phone and its settings link. */
export function BusinessCard({ company }: { company: CompanyView }) {
  return (
    <BusinessSummaryCard
      company={company}
      action={
        <Button
          component={Link}
          to={`/business/service/${company._id}`}
          variant="light"
          leftSection={<IconSettings size={16} />}
          aria-label={`Business Settings for ${company.name}`}
        >
          Business Settings
        </Button>
      }
    />
  );
}
