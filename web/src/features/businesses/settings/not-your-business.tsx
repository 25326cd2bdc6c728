import { Button, Group, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { servicesMessages } from './messages.ts';

/**
 * What someone who neither owns a business nor is an admin sees at its manager's address: no
 * tabs, no Delete Business, only the way to its public page. The server refuses every action
 * anyway; this keeps the page from offering them.
 */
export function NotYourBusiness({ company }: { company: CompanyView }) {
  const t = useT(servicesMessages);
  return (
    <CenteredCard
      title={t('services.notYours.title')}
      subtitle={t('services.notYours.subtitle', { name: company.name })}
      size={520}
    >
      <Group gap="xs" c="dimmed" wrap="nowrap">
        <IconLock size={18} aria-hidden />
        <Text fz="sm">
          {company.is_admin ? t('services.notYours.textClaim') : t('services.notYours.text')}
        </Text>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={`/company/${company._id}`}>
          {t('services.notYours.view')}
        </Button>
        <Button component={Link} to="/admin" variant="default">
          {t('services.settings.backToManager')}
        </Button>
      </Group>
    </CenteredCard>
  );
}
