import { Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { ServicesList } from '../../../components/company-settings/services-list.tsx';
import { useAdminDeleteService } from '../data/companies.ts';

/**
 * The Services tab of /superadmin/service/:id: the business's services; add and edit open the
 * business manager's service pages, delete goes through the admin call (so it is audited).
 */
export function AdminServicesList({ company }: { company: CompanyView }) {
  const mutation = useAdminDeleteService(company._id);
  return (
    <ServicesList
      company={company}
      deletion={{
        mutation,
        confirmTitle: (s) => `Delete ${s.name}`,
        deleted: () => 'Service Removed',
      }}
      empty={<Text fw={600}>No Services Available</Text>}
    />
  );
}
