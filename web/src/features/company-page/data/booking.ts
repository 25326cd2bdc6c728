import type { BookingView } from '@slotmap/domain/booking-view';
import type { NewBooking } from '@slotmap/domain/bookings';
import type { AnswerToSave } from '@slotmap/domain/saved-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKey, type User } from '../../../lib/auth.ts';
import { bookingsKey } from '../../../lib/bookings.ts';
import { createBookingKey } from './booking-key.ts';

/** POST /bookings: 201 with the booking; 409 when the time was just taken, 400 with the reasons. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createBookingKey,
    mutationFn: (booking: NewBooking) => api.post<BookingView>('/bookings', booking),
    // The dashboard and the appointment lists reload when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey, refetchType: 'none' }),
  });
}

/**
 * PUT /auth/intakeForm: keeps the answers on the account, with the business they answer, so a
 * later booking there (or anywhere, for those the customer chose to share) starts with them.
 * Never in the way of the booking itself (spec §4): a failure is only logged.
 */
export function useSaveIntakeAnswers() {
  const queryClient = useQueryClient();
  return (intakeForm: AnswerToSave[], company: string) => {
    if (intakeForm.length === 0) return;
    api
      .put<{ intakeFormFields: User['intakeFormFields'] }>('/auth/intakeForm', {
        intakeForm,
        company,
      })
      .then(({ intakeFormFields }) =>
        queryClient.setQueriesData<User>({ queryKey: [...authKey, 'user'] }, (user) =>
          user ? { ...user, intakeFormFields } : user,
        ),
      )
      .catch((error: unknown) => console.error('Saving the intake answers failed', error));
  };
}
