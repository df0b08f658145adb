import type { Addon } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getAddons = async (signal?: AbortSignal) =>
  (await adminApi.get<Addon[]>('/database/addons', { signal })).data;
