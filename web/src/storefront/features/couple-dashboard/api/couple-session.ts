import { useQuery } from '@tanstack/react-query';
import type { CoupleWhoAmI, PartnerAnswer } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';

/** The couple's answers in the query cache: forgotten whole when they sign out. */
export const COUPLE_KEYS = {
  all: ['couple'] as const,
  session: ['couple', 'session'] as const,
  partner: ['couple', 'partner'] as const,
};

/** GET /api/pasangan/sesi: who is signed in (the cookie the browser holds), and the order's progress. */
export function useCoupleSession() {
  return useQuery({
    queryKey: COUPLE_KEYS.session,
    queryFn: async ({ signal }) => (await apiClient.get<CoupleWhoAmI>('/pasangan/sesi', { signal })).data,
  });
}

/** POST /api/pasangan/masuk: the link's token for a session (the answer sets its cookie). */
export function signIn(token: string) {
  return answerOf('/pasangan/masuk', () =>
    apiClient.post<{ order_id: string; email: string; role: string }>('/pasangan/masuk', { token }),
  );
}

/**
 * POST /api/pasangan/keluar or /keluar-semua: this device, or every device of the order. Writes of
 * the couple go as JSON, the only kind the gateway takes on these routes (a cross-site form cannot).
 */
export function signOut(everywhere: boolean) {
  const path = everywhere ? '/pasangan/keluar-semua' : '/pasangan/keluar';
  return answerOf(path, () => apiClient.post<{ message: string }>(path, {}));
}

export function usePartner(enabled: boolean) {
  return useQuery({
    queryKey: COUPLE_KEYS.partner,
    enabled,
    queryFn: async ({ signal }) => (await apiClient.get<PartnerAnswer>('/pasangan/mitra', { signal })).data,
  });
}

export function invitePartner(email: string) {
  return answerOf('/pasangan/mitra', () => apiClient.post<PartnerAnswer>('/pasangan/mitra', { email }));
}

export function removePartner() {
  return answerOf('/pasangan/mitra', () =>
    apiClient.delete<{ message: string }>('/pasangan/mitra', {
      data: {},
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}
