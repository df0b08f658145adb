import type { DesignForPackage } from '@undangan/contracts';
import { catalogueClient } from '@/shared/api/catalogue-client';

export async function getPackageDesigns(
  packageId: number,
  signal?: AbortSignal,
): Promise<DesignForPackage[]> {
  const { data } = await catalogueClient.get<DesignForPackage[]>(`/designs/${packageId}`, { signal });
  if (!Array.isArray(data)) throw new Error('Unexpected designs answer');
  return data;
}
