/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the checkout's catalogue client; '/api/catalogue' when unset. */
  readonly VITE_CATALOGUE_API_BASE?: string;
  /** snap.js of the payment provider (or its simulator); unset: the server's GET /api/payment-config decides. */
  readonly VITE_MIDTRANS_SNAP_JS_URL?: string;
  readonly VITE_MIDTRANS_CLIENT_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
