import axios, { type AxiosRequestConfig } from 'axios';
import { env } from '@/shared/config/env';

/** The storefront's one client: the shop's own API, behind the same origin. */
export const apiClient = axios.create({
  baseURL: '/api',
  headers: { Accept: 'application/json' },
});

/**
 * The checkout's catalogue reads: PRODUCT.md section 7 gives them their own base address
 * (VITE_CATALOGUE_API_BASE, the gateway's /api/catalogue by default) and a 10 s limit (section 9).
 * One client, this second configuration passed with each of those calls.
 */
export const catalogueRequest = {
  baseURL: env.catalogueApiBase,
  timeout: 10_000,
} as const satisfies AxiosRequestConfig;
