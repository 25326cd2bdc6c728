import { AppointmentHistory } from '../../../components/appointment-history.tsx';

/** The signed-in user's future appointments and their history, which they may clear (spec §2). */
export function AppointmentHistoryTab() {
  return <AppointmentHistory />;
}
