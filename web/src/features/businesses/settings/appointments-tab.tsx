import type { CompanyView } from '@slotmap/domain/company-view';
import { AppointmentHistory } from '../../../components/appointment-history.tsx';

/** The business's future appointments and its history, with who booked each (spec §2). */
export function AppointmentsTab({ company }: { company: CompanyView }) {
  return <AppointmentHistory companyId={company._id} />;
}
