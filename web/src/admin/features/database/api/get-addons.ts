import type { Addon } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getAddons = async () => (await adminApi.get<Addon[]>('/database/addons')).data;
