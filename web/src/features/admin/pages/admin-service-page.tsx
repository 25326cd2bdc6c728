import { Container, Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { adminMessages } from '../messages.ts';
import { AdminBusinessSettings } from '../service/admin-business-settings.tsx';
import { AdminCompanyFrame } from '../service/admin-company-frame.tsx';
import { AdminServicesList } from '../service/admin-services-list.tsx';

/** /superadmin/service/:id (spec §2): one business's Services and Settings for an admin. */
export function AdminServicePage() {
  const t = useT(adminMessages);
  const tabs = [
    { value: 'services', label: t('admin.service.services') },
    { value: 'settings', label: t('admin.service.settings') },
  ];
  const [tab, setTab] = useState('services');
  const narrow = useMediaQuery('(max-width: 767px)');
  return (
    <Container size="lg" px={0}>
      <AdminCompanyFrame subtitle={t('admin.service.subtitle')}>
        {(c) => (
          <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
            {narrow ? (
              <Select
                label={t('admin.section')}
                data={tabs}
                value={tab}
                allowDeselect={false}
                onChange={(v) => v && setTab(v)}
                mb="md"
              />
            ) : (
              <Tabs.List mb="md">
                {tabs.map((s) => (
                  <Tabs.Tab key={s.value} value={s.value}>
                    {s.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            )}
            <Tabs.Panel value="services">
              <AdminServicesList company={c} />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <AdminBusinessSettings company={c} />
            </Tabs.Panel>
          </Tabs>
        )}
      </AdminCompanyFrame>
    </Container>
  );
}

/** /superadmin/update/:id: the business edit form for an admin. */
export function AdminUpdatePage() {
  const t = useT(adminMessages);
  return (
    <Container size="lg" px={0}>
      <AdminCompanyFrame subtitle={t('admin.service.editSubtitle')}>
        {(c) => <AdminBusinessSettings company={c} />}
      </AdminCompanyFrame>
    </Container>
  );
}
