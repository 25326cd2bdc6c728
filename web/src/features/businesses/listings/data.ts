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

/**
 * GET /feature/plans/{companyId}: the business (with the owner's free months), then its plans.
 * While a payment is processing, asked again every 2 seconds until it settles.
 */
export function useCompanyPlans(companyId: string, watching = false) {
  const token = useToken();
  return useQuery({
    refetchInterval: watching ? 2000 : false,
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

/**
 * POST /feature/create-payment-intent, or /feature/renew for an inactive plan bought again.
 * `idempotencyKey` names one press of Purchase: sent again (a double click, a retry), it answers
 * the same plan and payment.
 */
export function useStartPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      companyID,
      plan,
      renew,
      idempotencyKey,
    }: {
      companyID: string;
      plan: PlanName;
      renew?: boolean;
      idempotencyKey: string;
    }) => {
      const path = renew ? '/feature/renew' : '/feature/create-payment-intent';
      const answer = await api.post<Omit<Payment, 'plan'>>(path, {
        companyID,
        plan,
        idempotencyKey,
      });
      return { ...answer, plan };
    },
    onSuccess: invalidate,
  });
}

/** A new purchase key: one per press of Purchase. */
export const newPurchaseKey = () => `purchase-${crypto.randomUUID()}`;

/**
 * POST /feature/stripe/charge: pays (test mode with a card) or confirms a Stripe payment.
 * `success: false` (202) says the card network is still processing it.
 */
export function useCharge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: string; companyID: string; plan: PlanName; card?: TestCardInput }) =>
      api.post<{ success: boolean; plan: PlanView }>('/feature/stripe/charge', body),
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

/** `cancelled: false`: the payment had gone through, so the plan is active instead. */
export function useCancelPlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string; cancelled: boolean }>('/feature/plans/currentinactive', { id }),
    onSuccess: invalidate,
  });
}
