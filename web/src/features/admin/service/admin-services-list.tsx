import { Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { ServicesList } from '../../../components/company-settings/services-list.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useAdminDeleteService } from '../data/companies.ts';
import { adminMessages } from '../messages.ts';

/**
 * The Services tab of /superadmin/service/:id: the business's services; add and edit open the
 * business manager's service pages, delete goes through the admin call (so it is audited).
 */
export function AdminServicesList({ company }: { company: CompanyView }) {
  const t = useT(adminMessages);
  const mutation = useAdminDeleteService(company._id);
  return (
    <ServicesList
      company={company}
      deletion={{
        mutation,
        confirmTitle: (s) => t('admin.deleteNamed', { name: s.name }),
        deleted: () => t('admin.service.removed'),
      }}
      empty={<Text fw={600}>{t('admin.service.none')}</Text>}
    />
  );
}
