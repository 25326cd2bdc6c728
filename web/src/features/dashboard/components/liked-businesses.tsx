import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCategoryName } from '../../../components/categories/category-name.ts';
import { useLikedCompanies } from '../../../lib/companies.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { dashboardMessages } from '../messages.ts';
import { DashboardSection, SectionBody, SectionCards } from './dashboard-section.tsx';

/**
 * Spec §2 Dashboard: shown only if the user liked a business; each has a View button. The latest
 * 10; the favorites page has them all.
 */
export function LikedBusinesses() {
  const t = useT(dashboardMessages);
  const liked = useLikedCompanies();
  if (liked.isSuccess && liked.data.items.length === 0) return null;
  return (
    <DashboardSection title={t('dashboard.liked.title')} tour="dashboard-liked">
      <SectionBody
        query={liked}
        loading={{ label: t('dashboard.liked.loading'), height: 92, cols: 3 }}
        failed={t('dashboard.liked.failed')}
      >
        {(data) => (
          <SectionCards
            label={t('dashboard.liked.label')}
            cols={{ base: 1, sm: 2, md: 3 }}
            more={{
              shown: data.total > data.items.length,
              to: '/favorite',
              text: t('dashboard.liked.seeAll', { count: data.total }),
            }}
          >
            {data.items.map((company) => (
              <LikedCard key={company._id} company={company} />
            ))}
          </SectionCards>
        )}
      </SectionBody>
    </DashboardSection>
  );
}

function LikedCard({ company }: { company: CompanyView }) {
  const t = useT(dashboardMessages);
  const categoryName = useCategoryName();
  const place = [company.location.city, company.location.province].filter(Boolean).join(', ');
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap" h="100%">
        <Stack gap={2} miw={0}>
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Text>
          {(place || company.category) && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              {place && <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />}
              <Text fz="xs" truncate>
                {[place, categoryName(company.category)].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          )}
        </Stack>
        <Button
          component={Link}
          to={`/company/${company._id}`}
          variant="light"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
          aria-label={t('dashboard.liked.viewName', { name: company.name })}
          style={{ flexShrink: 0 }}
        >
          {t('dashboard.liked.view')}
        </Button>
      </Group>
    </Card>
  );
}
