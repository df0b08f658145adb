import { apiClient } from '@/shared/api/api-client';
import { useRequest } from '@/admin/lib/use-request';

export interface PaymentConfig {
  clientKey: string;
  snapJsUrl: string;
}

/** The shop's public payment settings (the same the storefront reads: no token). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return (await apiClient.get<PaymentConfig>('/payment-config')).data;
}

export const usePaymentConfig = () => useRequest(getPaymentConfig).data;
