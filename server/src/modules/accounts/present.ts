import type { IntakeAnswer } from '@slotmap/domain/bookings';
import type { UserRow } from '../../http/auth.ts';
import { mapFileAnswers, type SignUrl } from '../../integrations/uploads/signing.ts';

/**
 * The user as the API shows it to themself. The password hash is never among the fields; the
 * images of their saved intake answers come signed for them (decision 025).
 */
export function presentUser(u: UserRow, sign: SignUrl) {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    isAdmin: u.isAdmin,
    emailConfirmed: u.emailConfirmedAt !== null,
    free_months: u.freeMonths,
    date: u.createdAt.toISOString(),
    // Written only by PUT /auth/intakeForm, which validates each answer.
    intakeFormFields: mapFileAnswers(u.intakeFormFields as IntakeAnswer[], sign),
    googleUser: u.googleUser,
    googleAuth: Boolean(u.googleUser),
    googleUserBusiness: u.googleUserBusiness,
    googleAuthBusiness: Boolean(u.googleUserBusiness),
    // Reminder choices (decision 057): texts only when asked for, mail until turned off.
    reminder_texts: u.reminderTexts,
    reminder_mails: u.reminderMails,
    // The language the person reads Slotmap in, its mail and texts too (decision 069).
    language: u.language,
  };
}
