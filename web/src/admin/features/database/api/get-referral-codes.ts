import type { ReferralCodeView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getReferralCodes = async (signal?: AbortSignal) =>
  (await adminApi.get<ReferralCodeView[]>('/database/referral-codes', { signal })).data;
