import { useQuery } from '@tanstack/react-query';
import type { InvitationPhoto, InvitationView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const invitationKeys = {
  data: (id: string) => ['orders', id, 'invitation'] as const,
  photos: (id: string) => ['orders', id, 'invitation', 'photos'] as const,
};

/** The couple's data of the order with this (admin) id, as saved or sent. */
export function useOrderInvitation(id: string) {
  return useQuery({
    queryKey: invitationKeys.data(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<InvitationView>(`/orders/${encodeURIComponent(id)}/invitation`, { signal })).data,
  });
}

/** The photos the couple sent, oldest first. */
export function useOrderPhotos(id: string) {
  return useQuery({
    queryKey: invitationKeys.photos(id),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ photos: InvitationPhoto[] }>(
          `/orders/${encodeURIComponent(id)}/invitation/photos`,
          {
            signal,
          },
        )
      ).data.photos,
  });
}

/**
 * A photo is private: fetched with the token, shown and saved from a blob URL, under the name the
 * gateway gives it (`<order id>-foto-<n>.<ext>`, its `download=1` answer).
 */
export async function getOrderPhoto(
  id: string,
  photoId: string,
  signal?: AbortSignal,
): Promise<{ image: Blob; fileName: string }> {
  const response = await adminApi.get<Blob>(
    `/orders/${encodeURIComponent(id)}/invitation/photos/${encodeURIComponent(photoId)}`,
    { params: { download: '1' }, responseType: 'blob', signal },
  );
  const disposition = String(response.headers['content-disposition'] ?? '');
  return { image: response.data, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'foto' };
}
