import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { authHeader } from '@/shared/api/auth-header';
import { endSession, readToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 of this call is an answer for the page (a wrong old password), not an ended session. */
    keepSessionOn401?: boolean;
  }
}

/** The admin API: the token on every call, and a 401 ends the session instead of breaking the page. */
export const adminApi = axios.create({ baseURL: '/api/admin', headers: { Accept: 'application/json' } });

adminApi.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = readToken();
  if (token) config.headers.set(authHeader(token));
  return config;
});

adminApi.interceptors.response.use(undefined, (error: AxiosError) => {
  if (error.response?.status === 401 && !error.config?.keepSessionOn401) {
    endSession();
    // The page is being left for the login page: its caller neither shows an error nor goes on.
    return new Promise<never>(() => undefined);
  }
  return Promise.reject(error);
});
