import midtransClient, { CoreApi, Snap } from 'midtrans-client';

export interface MidtransConfig {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** Core API base; unset means the library's own Midtrans address. */
  apiUrl?: string;
  /** Snap base (…/snap/v1); unset means the library's own Midtrans address. */
  snapUrl?: string;
  timeoutMs: number;
}

export interface SnapTransactionRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: { id: string; price: number; quantity: number; name: string }[];
  customer_details: { first_name: string; email: string; phone: string };
  expiry?: { start_time: string; unit: 'minute' | 'hour' | 'day'; duration: number };
  callbacks?: { finish?: string; error?: string };
}

/** What Midtrans knows of a transaction (status API or notification); lenient, new fields may appear. */
export type ProviderTransaction = Record<string, unknown> & {
  order_id?: string;
  transaction_status?: string;
  status_code?: string;
  gross_amount?: string;
};

export interface PaymentProvider {
  createSnapTransaction(request: SnapTransactionRequest): Promise<{ token: string; redirect_url: string }>;
  /** The provider's view of an order, or null when it has none yet (404: no method chosen). */
  status(orderId: string): Promise<ProviderTransaction | null>;
}

/**
 * Sets the client's timeout and points it at another host (the simulator) by rewriting its absolute
 * URLs. Midtrans answers its API calls itself and never redirects them: with no redirect to follow,
 * axios sends through node:http directly instead of its redirect-following wrapper, which cost a
 * checkout's Snap call a quarter of its CPU; a 3xx is an error.
 */
function redirect(client: Snap | CoreApi, officialBase: string, base: string | undefined, timeoutMs: number) {
  const http = client.httpClient.http_client;
  http.defaults.timeout = timeoutMs;
  http.defaults.maxRedirects = 0;
  if (!base) return;
  http.interceptors.request.use((config) => {
    if (config.url?.startsWith(officialBase))
      config.url = base.replace(/\/$/, '') + config.url.slice(officialBase.length);
    return config;
  });
}

/** Midtrans through midtrans-client, unchanged: Snap to start a payment, Core API for status. */
export class MidtransProvider implements PaymentProvider {
  private readonly snap: Snap;
  private readonly core: CoreApi;

  constructor(config: MidtransConfig) {
    const options = {
      isProduction: config.isProduction,
      serverKey: config.serverKey,
      clientKey: config.clientKey,
    };
    this.snap = new midtransClient.Snap(options);
    this.core = new midtransClient.CoreApi(options);
    redirect(this.snap, this.snap.apiConfig.getSnapApiBaseUrl(), config.snapUrl, config.timeoutMs);
    redirect(this.core, this.core.apiConfig.getCoreApiBaseUrl(), config.apiUrl, config.timeoutMs);
  }

  createSnapTransaction(request: SnapTransactionRequest) {
    return this.snap.createTransaction(request);
  }

  async status(orderId: string): Promise<ProviderTransaction | null> {
    try {
      return (await this.core.transaction.status(orderId)) as ProviderTransaction;
    } catch (err) {
      if (err instanceof midtransClient.MidtransError && String(err.httpStatusCode) === '404') return null;
      throw err;
    }
  }
}
