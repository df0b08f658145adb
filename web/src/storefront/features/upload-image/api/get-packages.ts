import { BASE_FEATURES_PACKAGE_ID, type Package } from '@undangan/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

/** Packages a design can be uploaded for: all but the base-features package (the server refuses it too). */
export async function getUploadPackages(signal?: AbortSignal): Promise<Package[]> {
  const { data } = await apiClient.get<Package[]>('/packages', { signal });
  if (!Array.isArray(data)) throw new Error('Unexpected packages answer');
  return data.filter((pkg) => pkg.id !== BASE_FEATURES_PACKAGE_ID);
}

export const useUploadPackages = () =>
  useQuery({ queryKey: ['upload-packages'], queryFn: ({ signal }) => getUploadPackages(signal) });
