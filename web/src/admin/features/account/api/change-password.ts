import { adminApi } from '@/admin/lib/admin-api';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/**
 * The new password, and a new token for this device (the others' sessions end). A wrong old
 * password answers 401: that is this form's answer, not an ended session.
 */
export async function changePassword(
  input: ChangePasswordInput,
): Promise<{ message: string; token: string }> {
  const { data } = await adminApi.post<{ message: string; token: string }>('/account/password', input, {
    keepSessionOn401: true,
  });
  return data;
}
