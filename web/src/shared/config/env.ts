import { DEFAULT_CATALOGUE_BASE } from './defaults';

/** Build-time configuration, read once; empty values fall back to the defaults of one machine. */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const env = {
  catalogueApiBase: (optional(import.meta.env.VITE_CATALOGUE_API_BASE) ?? DEFAULT_CATALOGUE_BASE).replace(
    /\/+$/,
    '',
  ),
  snapJsUrl: optional(import.meta.env.VITE_MIDTRANS_SNAP_JS_URL),
  snapClientKey: optional(import.meta.env.VITE_MIDTRANS_CLIENT_KEY),
} as const;
