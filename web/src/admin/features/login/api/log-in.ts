import { adminApi } from '@/admin/lib/admin-api';

export interface LogInInput {
  username: string;
  password: string;
}

/** The admin's token, or a throw (a refusal, or an answer without a token). /admin/login lives outside /api. */
export async function logIn(input: LogInInput): Promise<string> {
  // A 401 here is a wrong password for the page to say, not a session that ended.
  const { data } = await adminApi.post<{ token?: unknown }>('/admin/login', input, {
    baseURL: '/',
    keepSessionOn401: true,
  });
  if (typeof data.token !== 'string' || data.token === '') throw new Error('no token');
  return data.token;
}
