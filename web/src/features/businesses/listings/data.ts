import type {
  PlanCompanyView,
  PlanName,
  PlanOffer,
  PlanView,
  TestCardInput,
} from '@slotmap/domain/listings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth.ts';
import { companiesKey } from '../../../lib/companies.ts';

/** Every cached answer about feature listings; a payment or a cancel invalidates them all. */
export const listingsKey = ['listings'] as const;

export interface PaymentConfig {
  provider: 'stripe' | 'test';
  publishableKey: string | null;
  testMode: boolean;
}

export interface Payment {
  client_secret: string;
  paymentIntentId: string;
  planId: string;
  amount: number;
  testMode: boolean;
  plan: PlanName;
}

export function usePlanOffers() {
  return useQuery({
    queryKey: [...listingsKey, 'offers'],
    queryFn: () => api.get<PlanOffer[]>('/feature/allPlans'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery({
    queryKey: [...listingsKey, 'config'],
    queryFn: () => api.get<PaymentConfig>('/feature/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /feature/plans/{companyId}: the business (with the owner's free months), then its plans. */
export function useCompanyPlans(companyId: string) {
  const token = useToken();
  return useQuery({
    queryKey: [...listingsKey, 'plans', token, companyId],
    queryFn: async () => {
      const [company, ...plans] = await api.get<[PlanCompanyView, ...PlanView[]]>(
        `/feature/plans/${companyId}`,
      );
      return { company, plans };
    },
    enabled: token !== null,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: listingsKey });
    void queryClient.invalidateQueries({ queryKey: companiesKey });
  };
}

/** POST /feature/create-payment-intent, or /feature/renew for an inactive plan bought again. */
export function useStartPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      companyID,
      plan,
      renew,
    }: {
      companyID: string;
      plan: PlanName;
      renew?: boolean;
    }) => {
      const path = renew ? '/feature/renew' : '/feature/create-payment-intent';
      const answer = await api.post<Omit<Payment, 'plan'>>(path, { companyID, plan });
      return { ...answer, plan };
    },
    onSuccess: invalidate,
  });
}

/** POST /feature/stripe/charge: pays (test mode with a card) or confirms a Stripe payment. */
export function useCharge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: string; companyID: string; plan: PlanName; card?: TestCardInput }) =>
      api.post<{ success: boolean }>('/feature/stripe/charge', body),
    onSettled: invalidate,
  });
}

export function useFreeMonth() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (companyID: string) =>
      api.post<{ message: string }>('/feature/renew', {
        companyID,
        plan: '1m',
        isReferalMonth: true,
      }),
    onSuccess: invalidate,
  });
}

export function useCancelPlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string }>('/feature/plans/currentinactive', { id }),
    onSuccess: invalidate,
  });
}
