import { Button } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BusinessSummaryCard } from '../../../components/business-summary-card.tsx';
import { useMyCompanies } from '../../../lib/companies.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { dashboardMessages } from '../messages.ts';
import { DashboardSection, SectionBody, SectionCards, SectionEmpty } from './dashboard-section.tsx';

/**
 * Spec §2 Dashboard: the owner's businesses, each with its Services button, and the way to the
 * business manager. The first page of 10 without pagination: the manager pages through them all,
 * and a link says how many there are when there are more.
 */
export function YourBusinesses() {
  const t = useT(dashboardMessages);
  const mine = useMyCompanies();
  return (
    <DashboardSection
      title={t('dashboard.businesses.title')}
      tour="dashboard-businesses"
      actions={
        <Button
          component={Link}
          to="/admin"
          variant="default"
          leftSection={<IconBriefcase size={18} />}
        >
          {t('dashboard.businesses.manager')}
        </Button>
      }
    >
      <SectionBody
        query={mine}
        loading={{ label: t('dashboard.businesses.loading'), height: 128, cols: 2 }}
        failed={t('dashboard.businesses.failed')}
        empty={{
          when: (data) => data.items.length === 0,
          show: (
            <SectionEmpty
              icon={<IconBuildingStore size={28} />}
              title={t('dashboard.businesses.empty')}
            />
          ),
        }}
      >
        {(data) => (
          <SectionCards
            label={t('dashboard.businesses.label')}
            cols={{ base: 1, sm: 2 }}
            more={{
              shown: data.total > data.items.length,
              to: '/admin',
              text: t('dashboard.businesses.seeAll', { count: data.total }),
            }}
          >
            {data.items.map((company) => (
              <BusinessSummaryCard
                key={company._id}
                company={company}
                // The manager's back arrow returns here rather than to /admin.
                manage={{
                  label: t('dashboard.businesses.services'),
                  icon: <IconListDetails size={16} />,
                  state: { from: 'Dashboard' },
                }}
              />
            ))}
          </SectionCards>
        )}
      </SectionBody>
    </DashboardSection>
  );
}
