import { adminApi } from '@/admin/lib/admin-api';

/** The stored image is private: fetched with the token, shown from a blob URL. */
export async function getProofImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await adminApi.get<Blob>(path.replace(/^\/api\/admin/, ''), {
    responseType: 'blob',
    signal,
  });
  return data;
}
