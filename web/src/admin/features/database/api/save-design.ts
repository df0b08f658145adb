import type { Design, DesignThemeInput } from '@undangan/contracts';
import type { AxiosProgressEvent } from 'axios';
import { adminApi } from '@/admin/lib/admin-api';

/** The fields designInputSchema reads, and the image (optional when editing). */
export interface DesignInputForm {
  id: string;
  name: string;
  package_id: string;
  /** Package ids, comma-separated. */
  package_allowed: string;
  category: string;
  template_url: string;
  /** Sent as the JSON text of one field, as OpenAPI encodes an object in a multipart form. */
  theme: DesignThemeInput;
  image: File | null;
}

/** A design as multipart (the image optional), with upload progress 0..100. */
export async function saveDesign(
  input: DesignInputForm,
  editingId: string | null,
  onProgress: (percent: number) => void,
): Promise<Design> {
  const form = new FormData();
  form.set('id', input.id);
  form.set('name', input.name);
  form.set('package_id', input.package_id);
  form.set('package_allowed', input.package_allowed);
  form.set('category', input.category);
  form.set('template_url', input.template_url);
  form.set('theme', JSON.stringify(input.theme));
  if (input.image) form.set('image', input.image, input.image.name);
  const onUploadProgress = (event: AxiosProgressEvent) => {
    if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
  };
  const { data } =
    editingId === null
      ? await adminApi.post<Design>('/database/designs', form, { onUploadProgress })
      : await adminApi.put<Design>(`/database/designs/${encodeURIComponent(editingId)}`, form, {
          onUploadProgress,
        });
  return data;
}
