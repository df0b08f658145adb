import type { InvitationPhoto } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/**
 * POST /api/orders/invitation/photos: one photo, multipart, the file last so the shop checks the
 * order before it reads the photo. `onProgress` hears the share sent so far, 0..1.
 */
export function uploadPhoto(lookup: OrderLookup, photo: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append('order_id', lookup.orderId);
  form.append('phone', lookup.phone);
  form.append('photo', photo);
  return answerOf('/orders/invitation/photos (upload)', () =>
    apiClient.post<InvitationPhoto>('/orders/invitation/photos', form, {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    }),
  );
}
