import { apiClient } from '@/shared/api/api-client';

/** Status and body as they came: the caller decides what a non-200 answer means. */
export async function validateReferral(code: string): Promise<{ status: number; body: unknown }> {
  const response = await apiClient.post('/referral/validate', { code }, { validateStatus: () => true });
  return { status: response.status, body: response.data };
}
