import { Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { ServicesList } from '../../../components/company-settings/services-list.tsx';
import { useDeleteService } from '../data/services.ts';

/** The business's services with add, edit and delete (spec §2 Services tab). */
export function ServicesTab({ company }: { company: CompanyView }) {
  const mutation = useDeleteService();
  return (
    <ServicesList
      company={company}
      deletion={{
        mutation,
        confirmTitle: () => 'Delete service',
        deleted: (answer) => answer.msg,
      }}
      empty={
        <>
          <Text fw={600}>No Services Available!</Text>
          <Text fz="sm" c="dimmed">
            Add a service so customers can book you.
          </Text>
        </>
      }
      showBookingMethod
      addTour="add-service"
    />
  );
}
