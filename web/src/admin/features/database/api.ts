import type { Addon, Design, Package, ReferralCodeView } from '@undangan/contracts';
import type { AxiosProgressEvent } from 'axios';
import { adminApi } from '../../lib/admin-api';

export const listPackages = async () => (await adminApi.get<Package[]>('/database/packages')).data;
export const listAddons = async () => (await adminApi.get<Addon[]>('/database/addons')).data;
export const listDesigns = async () => (await adminApi.get<Design[]>('/database/designs')).data;
export const listReferralCodes = async () =>
  (await adminApi.get<ReferralCodeView[]>('/database/referral-codes')).data;

export interface PackageForm {
  id: number;
  name: string;
  price: number;
  feature: string;
}

export interface AddonForm {
  id: number;
  title: string;
  description: string;
  price: number;
}

export interface ReferralCodeForm {
  code: string;
  percentage: number;
  active: boolean;
  expires_at: string | null;
  usage_limit: number | null;
  description: string;
}

/** Create (POST) or update (PUT /{id}) of one catalogue table. */
export async function saveRecord(
  table: 'packages' | 'addons' | 'referral-codes',
  body: PackageForm | AddonForm | ReferralCodeForm,
  editingId: string | number | null,
): Promise<void> {
  if (editingId === null) await adminApi.post(`/database/${table}`, body);
  else await adminApi.put(`/database/${table}/${encodeURIComponent(String(editingId))}`, body);
}

export async function deleteRecord(
  table: 'packages' | 'addons' | 'designs' | 'referral-codes',
  id: string | number,
): Promise<void> {
  await adminApi.delete(`/database/${table}/${encodeURIComponent(String(id))}`);
}

/** A design as multipart (the image optional), with upload progress 0..100. */
export async function saveDesign(
  form: FormData,
  editingId: string | null,
  onProgress: (percent: number) => void,
): Promise<Design> {
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
