import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/admin/lib/admin-api';

export interface PaymentConfig {
  clientKey: string;
  snapJsUrl: string;
}

export const paymentConfigKey = ['payment-config'] as const;

/** The shop's public payment settings (the same the storefront reads at /api/payment-config). */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return (await adminApi.get<PaymentConfig>('/payment-config', { baseURL: '/api', signal })).data;
}

export const usePaymentConfig = () =>
  useQuery({ queryKey: paymentConfigKey, queryFn: ({ signal }) => getPaymentConfig(signal) }).data ?? null;
