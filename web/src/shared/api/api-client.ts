import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/**
 * The storefront's one client for the calls a customer makes by acting (ordering, paying, sending
 * a proof, saving their invitation): the shop's own API, behind the same origin. axios is 21 KB
 * (gzip) a phone would download and run before the first screen; no first screen needs it (their
 * reads go through fetch-api-json.ts), so it is loaded with the first call and kept.
 */
let instance: Promise<AxiosInstance> | undefined;

function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => axios.create({ baseURL: '/api', headers: { Accept: 'application/json' } }),
    (error: unknown) => {
      // A lost connection while it loaded: the next call tries again.
      instance = undefined;
      throw error;
    },
  );
  return instance;
}

export const apiClient = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.put<T>(url, data, config)),
};

/** An error of an API call (an answer that refused, or none), told as axios tells it, without loading axios. */
export function isApiError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
