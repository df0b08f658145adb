import type { Package } from '@undangan/contracts';
import { apiClient, catalogueRequest } from '@/shared/api/api-client';

export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  const { data } = await apiClient.get<Package[]>('/packages', { ...catalogueRequest, signal });
  if (!Array.isArray(data)) throw new Error('Unexpected packages answer');
  return data;
}
