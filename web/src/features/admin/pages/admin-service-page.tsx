import { Container, Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { AdminBusinessSettings } from '../service/admin-business-settings.tsx';
import { AdminCompanyFrame } from '../service/admin-company-frame.tsx';
import { AdminServicesList } from '../service/admin-services-list.tsx';

const TABS = [
  { value: 'services', label: 'Services' },
  { value: 'settings', label: 'Settings' },
];

/** /superadmin/service/:id (spec §2): one business's Services and Settings for an admin. */
export function AdminServicePage() {
  const [tab, setTab] = useState('services');
  const narrow = useMediaQuery('(max-width: 767px)');
  return (
    <Container size="lg" px={0}>
      <AdminCompanyFrame subtitle="Services and settings">
        {(c) => (
          <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
            {narrow ? (
              <Select
                label="Section"
                data={TABS}
                value={tab}
                allowDeselect={false}
                onChange={(v) => v && setTab(v)}
                mb="md"
              />
            ) : (
              <Tabs.List mb="md">
                {TABS.map((t) => (
                  <Tabs.Tab key={t.value} value={t.value}>
                    {t.label}
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
  return (
    <Container size="lg" px={0}>
      <AdminCompanyFrame subtitle="Edit business">
        {(c) => <AdminBusinessSettings company={c} />}
      </AdminCompanyFrame>
    </Container>
  );
}
