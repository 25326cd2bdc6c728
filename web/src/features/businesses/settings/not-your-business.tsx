import { Button, Group, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';

/**
 * What someone who neither owns a business nor is an admin sees at its manager's address: no
 * tabs, no Delete Business, only the way to its public page. The server refuses every action
 * anyway; this keeps the page from offering them.
 */
export function NotYourBusiness({ company }: { company: CompanyView }) {
  return (
    <CenteredCard
      title="This is not your business"
      subtitle={`Only the owner of ${company.name} can manage it.`}
      size={520}
    >
      <Group gap="xs" c="dimmed" wrap="nowrap">
        <IconLock size={18} aria-hidden />
        <Text fz="sm">
          {company.is_admin ? 'If you run this business, you can claim it from its page. ' : ''}
          Your own businesses are in the Business Manager.
        </Text>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={`/company/${company._id}`}>
          View business page
        </Button>
        <Button component={Link} to="/admin" variant="default">
          Back to Business Manager
        </Button>
      </Group>
    </CenteredCard>
  );
}
