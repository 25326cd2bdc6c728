import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { formatPhone } from '@slotmap/domain/phone';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addressLines } from '../lib/booking-format.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { componentMessages } from './messages.ts';

interface BusinessSummaryCardProps {
  company: CompanyView;
  /** The button into the business manager's page of this business. */
  manage: {
    label: string;
    icon: ReactNode;
    /** Navigation state for that page (where its back arrow leads). */
    state?: unknown;
  };
}

/**
 * One of the owner's businesses as a list item: name, address, phone and the way into its page of
 * the business manager (the manager's Business Settings, the dashboard's Services).
 */
export function BusinessSummaryCard({ company, manage }: BusinessSummaryCardProps) {
  const t = useT(componentMessages);
  const address = addressLines(company.location).join(', ');
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        <Text fw={700} fz="lg" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Text>
        {address && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          </Group>
        )}
        {company.phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="sm">{formatPhone(company.phone)}</Text>
          </Group>
        )}
        <Group mt="auto" pt="xs">
          <Button
            component={Link}
            to={`/business/service/${company._id}`}
            state={manage.state}
            variant="light"
            leftSection={manage.icon}
            aria-label={t('components.businessSummary.manageFor', {
              action: manage.label,
              name: company.name,
            })}
          >
            {manage.label}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
