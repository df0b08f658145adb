import { apiClient } from '@/shared/api/api-client';
import { env } from '@/shared/config/env';

/** The part of the provider's snap.js the shop uses (window.snap.pay with its callbacks). */
export interface SnapResult {
  order_id?: string;
  status_code?: string;
  transaction_status?: string;
  payment_type?: string;
  gross_amount?: string;
}

export interface SnapCallbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
}

export interface Snap {
  pay(token: string, callbacks: SnapCallbacks): void;
}

declare global {
  interface Window {
    snap?: Snap;
  }
}

let loading: Promise<Snap | null> | null = null;

interface PaymentConfig {
  snapJsUrl: string | null;
  clientKey: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Where snap.js comes from: the build's setting, else the server's (GET /api/payment-config). */
async function paymentConfig(): Promise<PaymentConfig> {
  if (env.snapJsUrl) return { snapJsUrl: env.snapJsUrl, clientKey: env.snapClientKey ?? null };
  const { data } = await apiClient.get<{ snapJsUrl?: unknown; clientKey?: unknown }>('/payment-config');
  return { snapJsUrl: text(data?.snapJsUrl), clientKey: text(data?.clientKey) };
}

function injectScript({ snapJsUrl, clientKey }: PaymentConfig): Promise<Snap | null> {
  if (!snapJsUrl) return Promise.resolve(null);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = snapJsUrl;
    if (clientKey) script.dataset.clientKey = clientKey;
    script.async = true;
    script.onload = () => resolve(window.snap ?? null);
    script.onerror = () => {
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
}

/**
 * snap.js, loaded once when a payment starts; null when it cannot be had, so the caller can say
 * the payment cannot start.
 */
export function loadSnap(): Promise<Snap | null> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= paymentConfig()
    .then(injectScript)
    .catch((error: unknown) => {
      console.error('Payment configuration could not be loaded', error);
      return null;
    })
    .then((snap) => {
      // A failed attempt may succeed later, e.g. once the network is back.
      if (!snap) loading = null;
      return snap;
    });
  return loading;
}
