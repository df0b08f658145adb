import type { Design } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getDesigns = async (signal?: AbortSignal) =>
  (await adminApi.get<Design[]>('/database/designs', { signal })).data;
