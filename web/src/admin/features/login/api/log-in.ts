import { apiClient } from '@/shared/api/api-client';

export interface LogInInput {
  username: string;
  password: string;
}

/** The admin's token, or a throw (a refusal, or an answer without a token). /admin/login lives outside /api. */
export async function logIn(input: LogInInput): Promise<string> {
  const { data } = await apiClient.post<{ token?: unknown }>('/admin/login', input, { baseURL: '/' });
  if (typeof data.token !== 'string' || data.token === '') throw new Error('no token');
  return data.token;
}
