import type { DesignForPackage } from '@undangan/contracts';
import { apiClient, catalogueRequest } from '@/shared/api/api-client';

export async function getPackageDesigns(
  packageId: number,
  signal?: AbortSignal,
): Promise<DesignForPackage[]> {
  const { data } = await apiClient.get<DesignForPackage[]>(`/designs/${packageId}`, {
    ...catalogueRequest,
    signal,
  });
  if (!Array.isArray(data)) throw new Error('Unexpected designs answer');
  return data;
}
