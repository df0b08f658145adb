import { useEffect, useState } from 'react';
import type { AxiosRequestConfig } from 'axios';
import { adminApi } from './admin-api';

/** SPEC section 8's text when a page's figures cannot be read. */
export const LOAD_FAILED = 'Gagal mengambil data. Silakan coba lagi.';

/**
 * One GET of the admin API when the page opens: its answer, or LOAD_FAILED once it failed (never
 * an endless loading text). An answer that arrives after the page has gone is dropped. Pass a
 * config defined once, outside the component.
 */
export function useAdminGet<T>(url: string, config?: AxiosRequestConfig): { data: T | null; error: string } {
  const [state, setState] = useState<{ data: T | null; error: string }>({ data: null, error: '' });
  useEffect(() => {
    let current = true;
    adminApi
      .get<T>(url, config)
      .then(({ data }) => current && setState({ data, error: '' }))
      .catch((err: unknown) => {
        console.error(err);
        if (current) setState({ data: null, error: LOAD_FAILED });
      });
    return () => {
      current = false;
    };
  }, [url, config]);
  return state;
}
