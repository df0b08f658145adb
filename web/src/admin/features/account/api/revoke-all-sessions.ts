import { adminApi } from '@/admin/lib/admin-api';

/** Ends every session of the signed-in admin, this one included. */
export const revokeAllSessions = async () =>
  (await adminApi.post<{ message: string; ended: number }>('/account/sessions/revoke-all')).data;
