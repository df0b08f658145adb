/** The parts of midtrans-client (1.4.x) the shop uses; its published types are nearly empty. */
declare module 'midtrans-client' {
  import type { AxiosInstance } from 'axios';

  interface ClientOptions {
    isProduction: boolean;
    serverKey: string;
    clientKey?: string;
  }

  interface HttpClient {
    http_client: AxiosInstance;
  }

  interface ApiConfig {
    getCoreApiBaseUrl(): string;
    getSnapApiBaseUrl(): string;
  }

  export class Snap {
    constructor(options: ClientOptions);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    createTransaction(parameter: object): Promise<{ token: string; redirect_url: string }>;
  }

  export class CoreApi {
    constructor(options: ClientOptions);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    transaction: {
      status(orderId: string): Promise<Record<string, unknown>>;
    };
  }

  export class MidtransError extends Error {
    httpStatusCode: number | string | null;
    ApiResponse: unknown;
  }

  const midtransClient: { Snap: typeof Snap; CoreApi: typeof CoreApi; MidtransError: typeof MidtransError };
  export default midtransClient;
}
