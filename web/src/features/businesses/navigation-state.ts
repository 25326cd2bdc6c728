import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';

/**
 * What pages of this feature hand each other in navigation state (spec §2): the business manager
 * page's first tab and where its back arrow leads; the add/edit service page's company and service.
 */
export interface BusinessPageState {
  tab?: string;
  from?: string;
}

export interface ServicePageState {
  company?: CompanyView;
  service?: ServiceView;
}

const record = (state: unknown) =>
  (state !== null && typeof state === 'object' ? state : {}) as Record<string, unknown>;

const hasId = (value: unknown): boolean =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as { _id?: unknown })._id === 'string';

export function readBusinessPageState(state: unknown): BusinessPageState {
  const s = record(state);
  return {
    tab: typeof s.tab === 'string' ? s.tab : undefined,
    from: typeof s.from === 'string' ? s.from : undefined,
  };
}

export function readServicePageState(state: unknown): ServicePageState {
  const s = record(state);
  return {
    company: hasId(s.company) ? (s.company as CompanyView) : undefined,
    service: hasId(s.service) ? (s.service as ServiceView) : undefined,
  };
}
