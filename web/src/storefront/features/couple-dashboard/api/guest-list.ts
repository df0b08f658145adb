import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Guest,
  GuestGroup,
  GuestInput,
  GuestList,
  GuestSession,
  GuestSettings,
  GuestStatus,
  GuestSummary,
  ManagedWish,
} from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import { COUPLE_KEYS } from './couple-session';

/**
 * The couple's guest list (/api/pasangan/...): reads as queries under COUPLE_KEYS.all (forgotten
 * when they sign out), changes as calls answering a value or the server's reason. The order is the
 * session's: no request names it.
 */
export const GUEST_KEYS = {
  all: [...COUPLE_KEYS.all, 'guests'] as const,
  list: (filter: GuestFilter) => [...GUEST_KEYS.all, 'list', filter] as const,
  groups: [...COUPLE_KEYS.all, 'guests', 'groups'] as const,
  sessions: [...COUPLE_KEYS.all, 'guests', 'sessions'] as const,
  summary: [...COUPLE_KEYS.all, 'guests', 'summary'] as const,
  settings: [...COUPLE_KEYS.all, 'guests', 'settings'] as const,
  wishes: [...COUPLE_KEYS.all, 'guests', 'wishes'] as const,
};

/** What the list is filtered by; empty is any. */
export interface GuestFilter {
  search: string;
  group: string;
  session: string;
  status: GuestStatus | '';
  page: number;
  page_size?: number;
}

const read =
  <T>(path: string) =>
  async ({ signal }: { signal: AbortSignal }) =>
    (await apiClient.get<T>(path, { signal })).data;

export function useGuestList(filter: GuestFilter, enabled = true) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== '') params.set(key, String(value));
  return useQuery({
    queryKey: GUEST_KEYS.list(filter),
    queryFn: read<GuestList>(`/pasangan/tamu?${params}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useGroups = () =>
  useQuery({ queryKey: GUEST_KEYS.groups, queryFn: read<GuestGroup[]>('/pasangan/kelompok') });
export const useSessions = () =>
  useQuery({ queryKey: GUEST_KEYS.sessions, queryFn: read<GuestSession[]>('/pasangan/sesi-acara') });
export const useGuestSummary = () =>
  useQuery({ queryKey: GUEST_KEYS.summary, queryFn: read<GuestSummary>('/pasangan/tamu/ringkasan') });
export const useGuestSettings = () =>
  useQuery({ queryKey: GUEST_KEYS.settings, queryFn: read<GuestSettings>('/pasangan/pengaturan-tamu') });
export const useWishes = () =>
  useQuery({ queryKey: GUEST_KEYS.wishes, queryFn: read<ManagedWish[]>('/pasangan/ucapan') });

/** A change as JSON (the only kind the gateway takes here), answered as a value or the server's reason. */
export function coupleChange<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}) {
  const url = `/pasangan${path}`;
  return answerOf(url, () =>
    method === 'POST'
      ? apiClient.post<T>(url, body)
      : method === 'PUT'
        ? apiClient.put<T>(url, body)
        : apiClient.delete<T>(url, { data: body, headers: { 'Content-Type': 'application/json' } }),
  );
}

export const addGuest = (guest: GuestInput) => coupleChange<Guest>('POST', '/tamu', guest);
export const editGuest = (id: string, guest: GuestInput) => coupleChange<Guest>('PUT', `/tamu/${id}`, guest);
export const removeGuest = (id: string) => coupleChange<{ deleted: true }>('DELETE', `/tamu/${id}`);
export const reissueLink = (id: string) => coupleChange<Guest>('POST', `/tamu/${id}/tautan-baru`);
export const markSent = (ids: string[]) =>
  coupleChange<{ marked: number }>('POST', '/tamu/terkirim', { guest_ids: ids });

export const saveSettings = (
  settings: Pick<GuestSettings, 'open_link' | 'message_template' | 'reminder_template'>,
) => coupleChange<GuestSettings>('PUT', '/pengaturan-tamu', settings);
export const setWishHidden = (id: string, hidden: boolean) =>
  coupleChange<ManagedWish>('PUT', `/ucapan/${id}`, { hidden });
