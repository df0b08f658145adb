import axios from 'axios';
import { env } from '@/shared/config/env';

/** The checkout's catalogue client: its own base address and a 10 s limit (PRODUCT.md section 9). */
export const catalogueClient = axios.create({
  baseURL: env.catalogueApiBase,
  timeout: 10_000,
  headers: { Accept: 'application/json' },
});
