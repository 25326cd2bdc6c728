import { Text } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { ServicesList } from '../../../components/company-settings/services-list.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useDeleteService } from '../data/services.ts';
import { servicesMessages } from './messages.ts';

/** The business's services with add, edit and delete (spec §2 Services tab). */
export function ServicesTab({ company }: { company: CompanyView }) {
  const t = useT(servicesMessages);
  const mutation = useDeleteService();
  return (
    <ServicesList
      company={company}
      deletion={{
        mutation,
        confirmTitle: () => t('services.tab.confirmTitle'),
        deleted: (answer) => answer.msg,
      }}
      empty={
        <>
          <Text fw={600}>{t('services.tab.empty')}</Text>
          <Text fz="sm" c="dimmed">
            {t('services.tab.emptyHelp')}
          </Text>
        </>
      }
      showBookingMethod
      addTour="add-service"
    />
  );
}
