import type {
  CalendarConnectionView,
  CalendarStatusView,
  CaldavConnect,
  ExternalCalendar,
} from '@slotmap/domain/calendars';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api-client.ts';
import { useToken } from './auth.ts';
import { commonMessages } from './common-messages.ts';

/** Every cached answer about calendars; a change invalidates them all. */
export const calendarsKey = ['calendars'] as const;

/** The server refused because a calendar is already linked (the status on screen was old). */
export const isAlreadyLinked = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

/** The server's own words for a failed call (or "try again"), to show beside the form that sent it. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.messages.join(' ') : commonMessages.t('common.tryAgain');

/** Whose calendar a call is about: the signed-in person's (no company) or one of their businesses. */
export interface CalendarOwner {
  company?: string;
}

const statusPath = ({ company }: CalendarOwner) =>
  company ? `/calendar/company/${company}` : '/calendar/user';

const statusKey = (token: string | null, { company }: CalendarOwner) =>
  [...calendarsKey, 'status', token, company ?? 'user'] as const;

/** GET /calendar/user or /calendar/company/{id}: the connection, the feed and Google's set-up. */
export function useCalendarStatus(owner: CalendarOwner) {
  const token = useToken();
  return useQuery({
    queryKey: statusKey(token, owner),
    queryFn: () => api.get<CalendarStatusView>(statusPath(owner)),
    enabled: token !== null,
  });
}

/**
 * Puts a change the server answered with into the cached status at once; the other calendar
 * answers (the feeds list) are read again when next shown.
 */
function useUpdateStatus(owner: CalendarOwner) {
  const queryClient = useQueryClient();
  const token = useToken();
  return (change: (status: CalendarStatusView) => CalendarStatusView) => {
    queryClient.setQueryData<CalendarStatusView>(statusKey(token, owner), (status) =>
      status ? change(status) : status,
    );
    void queryClient.invalidateQueries({ queryKey: calendarsKey, refetchType: 'none' });
  };
}

/** POST /calendar/google/start: the address of Google's consent page. */
export function useStartGoogle(owner: CalendarOwner) {
  return useMutation({
    mutationFn: (replace: boolean) =>
      api.post<{ url: string }>('/calendar/google/start', { ...owner, replace }),
  });
}

export type CaldavFields = Pick<CaldavConnect, 'url' | 'username' | 'password'>;

/** POST /calendar/caldav: signs in to the server and links its first event calendar. */
export function useConnectCaldav(owner: CalendarOwner) {
  const update = useUpdateStatus(owner);
  return useMutation({
    mutationFn: ({ fields, replace }: { fields: CaldavFields; replace: boolean }) =>
      api.post<{ msg: string; connection: CalendarConnectionView }>('/calendar/caldav', {
        ...owner,
        ...fields,
        replace,
      }),
    // A linked calendar replaces a business's Calendly or JaneApp page on the server: so here.
    onSuccess: ({ connection }) =>
      update((status) =>
        owner.company
          ? { ...status, connection, calendartype: '', calendarurl: '' }
          : { ...status, connection },
      ),
  });
}

/** DELETE /calendar/user or /calendar/company/{id}. */
export function useDisconnectCalendar(owner: CalendarOwner) {
  const update = useUpdateStatus(owner);
  return useMutation({
    mutationFn: () => api.delete<{ msg: string }>(statusPath(owner)),
    onSuccess: () => update((status) => ({ ...status, connection: null })),
  });
}

/** POST /calendar/company/{id}/sync: reads the business calendar's busy times now. */
export function useSyncCalendar(companyId: string) {
  const update = useUpdateStatus({ company: companyId });
  return useMutation({
    mutationFn: () => api.post<CalendarConnectionView>(`/calendar/company/${companyId}/sync`),
    onSuccess: (connection) => update((status) => ({ ...status, connection })),
  });
}

/** PUT /calendar/company/{id}/external: Calendly, JaneApp or neither (removes a connection). */
export function useSaveExternalCalendar(companyId: string) {
  const update = useUpdateStatus({ company: companyId });
  return useMutation({
    mutationFn: (body: ExternalCalendar) =>
      api.put<CalendarStatusView>(`/calendar/company/${companyId}/external`, body),
    onSuccess: (status) => update(() => status),
  });
}

/** POST /calendar/feeds/rotate: a new secret feed address; the old one stops answering. */
export function useRotateFeed(owner: CalendarOwner) {
  const update = useUpdateStatus(owner);
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/calendar/feeds/rotate', owner),
    onSuccess: ({ url }) => update((status) => ({ ...status, feed: { url } })),
  });
}

export interface GoogleCodeAnswer {
  msg: string;
  company: string | null;
  connection: CalendarConnectionView;
}

/** POST /auth/gtoken: hands the server the code Google sent back, with its state. */
export function useExchangeGoogleCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      api.post<GoogleCodeAnswer>('/auth/gtoken', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarsKey }),
  });
}

/**
 * Where the Google callback page leads back to when Google sends someone there with an error: the
 * tab they left from, kept for the tab's life (the consent page is another site).
 */
export const CALENDAR_RETURN_KEY = 'slotmap.calendar.return';

export function rememberCalendarReturn(path: string) {
  window.sessionStorage.setItem(CALENDAR_RETURN_KEY, path);
}

/** Only a path of this site is a place to come back to: never `//host` or `https://…`. */
export function readCalendarReturn(): string | null {
  const path = window.sessionStorage.getItem(CALENDAR_RETURN_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetCalendarReturn() {
  window.sessionStorage.removeItem(CALENDAR_RETURN_KEY);
}
