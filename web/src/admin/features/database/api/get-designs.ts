import type { Design } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const getDesigns = async () => (await adminApi.get<Design[]>('/database/designs')).data;
