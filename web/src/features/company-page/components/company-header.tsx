import { Anchor, Badge, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useCategoryName } from '../../../components/categories/category-name.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';
import { badgeColour } from '../../../lib/open-badge.ts';
import { addressLine } from '../address.ts';
import type { TodayHours } from '../today-hours.ts';
import { CompanyActions } from './company-actions.tsx';

/** Spec §2: name, description, open or closed today with hours, street address and phone. */
export function CompanyHeader({ company, today }: { company: CompanyView; today: TodayHours }) {
  const t = useT(companyPageMessages);
  const address = addressLine(company.location);
  const categoryName = useCategoryName();
  const category = [company.category, company.subcategory]
    .filter(Boolean)
    .map(categoryName)
    .join(' · ');

  return (
    <Paper
      component="header"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-tour="company-header"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 18rem' }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            {(category || company.is_featured) && (
              <Group gap="xs">
                {company.is_featured && (
                  <Badge color="yellow" variant="light">
                    {t('companyPage.header.featured')}
                  </Badge>
                )}
                {category && (
                  <Text c="dimmed" fz="sm">
                    {category}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
          <CompanyActions company={company} />
        </Group>
        {company.description && (
          <Text style={{ overflowWrap: 'anywhere' }}>{company.description}</Text>
        )}
        <Group gap="xs" role="group" aria-label={t('companyPage.header.todaysHours')}>
          <Badge
            size="lg"
            variant="light"
            color={badgeColour(today.badge)}
            leftSection={<IconClock size={14} aria-hidden />}
            tt="none"
            maw="100%"
            h="auto"
            py={4}
            // "Closed · Opens Tomorrow 9:00 AM" wraps on a phone instead of being cut off.
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {today.badge.text}
          </Badge>
          {today.hours && (
            <Text fz="sm">
              {today.openNow ? today.hours : t('companyPage.header.today', { hours: today.hours })}
            </Text>
          )}
        </Group>
        <Flex wrap="wrap" columnGap="lg" rowGap={6}>
          {address && (
            <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
              <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
              <Text fz="sm">{address}</Text>
            </Group>
          )}
          {company.phone && (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={18} style={{ flexShrink: 0 }} aria-hidden />
              <Anchor href={`tel:${phoneDigits(company.phone)}`} fz="sm">
                {formatPhone(company.phone)}
              </Anchor>
            </Group>
          )}
        </Flex>
      </Stack>
    </Paper>
  );
}
