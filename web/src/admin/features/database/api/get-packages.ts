import type { Package } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getPackages = async (signal?: AbortSignal) =>
  (await adminApi.get<Package[]>('/database/packages', { signal })).data;
