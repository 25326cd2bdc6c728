import type { ClaimView } from '@slotmap/domain/company-view';
import type { ClaimDetails } from './data.ts';

export function presentClaim({ claim, company, user }: ClaimDetails): ClaimView {
  return {
    _id: claim.id,
    company: { _id: company.id, name: company.name, email: company.email, phone: company.phone },
    user: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
    },
    is_transfered: claim.isTransfered,
    date_created: claim.createdAt.toISOString(),
  };
}
