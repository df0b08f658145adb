import type { DesignForPackage } from '@undangan/contracts';
import { readCatalogue } from '@/shared/api/read-catalogue';

export async function getPackageDesigns(
  packageId: number,
  signal?: AbortSignal,
): Promise<DesignForPackage[]> {
  const data = await readCatalogue(`/designs/${packageId}`, signal);
  if (!Array.isArray(data)) throw new Error('Unexpected designs answer');
  return data as DesignForPackage[];
}
