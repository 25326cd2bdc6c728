import { Button } from '@mantine/core';
import { IconArrowRight, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useWaitlistCompanies } from '../../../lib/waitlists.ts';
import { useWaitlistEditor } from '../../../components/waitlists/use-waitlist-editor.tsx';
import { WaitlistCompanyCard } from '../../../components/waitlists/waitlist-company-card.tsx';
import { dashboardMessages } from '../messages.ts';
import { DashboardSection, SectionBody, SectionCards, SectionEmpty } from './dashboard-section.tsx';

/** Spec §2 Dashboard: the businesses the user waits for, each with Edit; the manager on /account. */
export function YourWaitlists() {
  const t = useT(dashboardMessages);
  const { user } = useAuth();
  const list = useWaitlistCompanies(user?._id);
  const editor = useWaitlistEditor();
  return (
    <DashboardSection
      title={t('dashboard.waitlists.title')}
      tour="dashboard-waitlists"
      actions={
        <Button
          component={Link}
          to="/account#waitlist-manager"
          variant="subtle"
          size="sm"
          rightSection={<IconArrowRight size={14} />}
        >
          {t('dashboard.waitlists.manager')}
        </Button>
      }
    >
      <SectionBody
        query={list}
        loading={{ label: t('dashboard.waitlists.loading'), height: 88, cols: 2 }}
        failed={t('dashboard.waitlists.failed')}
        empty={{
          when: (data) => data.items.length === 0,
          show: (
            <SectionEmpty
              icon={<IconClockHour4 size={28} />}
              title={t('dashboard.waitlists.empty')}
            />
          ),
        }}
      >
        {(data) => (
          <SectionCards label={t('dashboard.waitlists.label')} cols={{ base: 1, sm: 2 }}>
            {data.items.map((item) => (
              <WaitlistCompanyCard
                key={item.company._id}
                item={item}
                onEdit={() => editor.edit(item.company)}
              />
            ))}
          </SectionCards>
        )}
      </SectionBody>
      {editor.dialog}
    </DashboardSection>
  );
}
