import type { ReferralCodeView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getReferralCodes = async () =>
  (await adminApi.get<ReferralCodeView[]>('/database/referral-codes')).data;
