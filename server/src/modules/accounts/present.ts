import type { UserRow } from '../../http/auth.ts';

/** The user as the API shows it to themself. The password hash is never among the fields. */
export function presentUser(u: UserRow) {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    isAdmin: u.isAdmin,
    free_months: u.freeMonths,
    date: u.createdAt.toISOString(),
    intakeFormFields: u.intakeFormFields,
    googleUser: u.googleUser,
    googleAuth: Boolean(u.googleUser),
    googleUserBusiness: u.googleUserBusiness,
    googleAuthBusiness: Boolean(u.googleUserBusiness),
  };
}
