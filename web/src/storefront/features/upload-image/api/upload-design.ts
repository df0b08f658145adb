import { apiClient } from '@/shared/api/api-client';
import { authHeader } from '@/shared/api/auth-header';

export interface UploadDesignInput {
  image: File;
  name: string;
  packageId: string;
  token: string;
}

/** POST /api/designs/upload; answers the stored design, whose image_url the page shows. */
export async function uploadDesign({
  image,
  name,
  packageId,
  token,
}: UploadDesignInput): Promise<string | null> {
  const form = new FormData();
  form.append('image', image);
  form.append('name', name);
  form.append('packageId', packageId);
  const { data } = await apiClient.post<{ design?: { image_url?: unknown } }>('/designs/upload', form, {
    headers: authHeader(token),
  });
  const url = data?.design?.image_url;
  return typeof url === 'string' ? url : null;
}
