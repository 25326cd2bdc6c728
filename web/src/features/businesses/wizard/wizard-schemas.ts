import { emailField } from '@slotmap/domain/accounts';
import {
  businessPhoneField,
  companyInfoShape,
  companyNameField,
  MSG_PASSWORDS_DONT_MATCH,
  MSG_REASON,
  MSG_SUBCATEGORY,
  passwordsMatch,
  reasonGiven,
  MSG_WIZARD_LOCATION,
  wizardAccountShape,
  withSubcategoryRule,
} from '@slotmap/domain/companies';
import { z } from 'zod';

/** Step 1: the owner's account and the business contact; the referral id is not a form field. */
export const accountStepSchema = z
  .object({
    ...wizardAccountShape,
    name: companyNameField,
    companyEmail: emailField,
    companyPhone: businessPhoneField,
    fax: companyInfoShape.fax,
  })
  .omit({ refferalUserId: true })
  .refine(passwordsMatch, { message: MSG_PASSWORDS_DONT_MATCH, path: ['password2'] })
  .refine(reasonGiven, { message: MSG_REASON, path: ['reason'] });
export type AccountStepValues = z.input<typeof accountStepSchema>;

/** Empty until a place is picked; then it must also be a coordinate the server accepts. */
const wizardCoordinate = (field: typeof companyInfoShape.lat) =>
  z.number(MSG_WIZARD_LOCATION).refine((v) => field.safeParse(v).success, MSG_WIZARD_LOCATION);

/** Step 2: what the business does and where; the address must come from the address search. */
export const businessStepSchema = z
  .object({
    category: companyInfoShape.category,
    subcategory: companyInfoShape.subcategory,
    website: companyInfoShape.website,
    description: companyInfoShape.description,
    calendartype: companyInfoShape.calendartype,
    calendarurl: companyInfoShape.calendarurl,
    street_address: companyInfoShape.street_address,
    street_address_2: companyInfoShape.street_address_2,
    city: companyInfoShape.city,
    province: companyInfoShape.province,
    country: companyInfoShape.country,
    postal: companyInfoShape.postal,
    lat: wizardCoordinate(companyInfoShape.lat),
    lng: wizardCoordinate(companyInfoShape.lng),
  })
  .refine(withSubcategoryRule, { message: MSG_SUBCATEGORY, path: ['subcategory'] });
export type BusinessStepValues = z.input<typeof businessStepSchema>;
