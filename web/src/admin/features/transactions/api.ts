import {
  ADMIN_PAGE_SIZE,
  PAYMENT_SEARCH_FIELDS,
  type AdminPaymentRow,
  type Page,
  type PaymentStatus,
} from '@undangan/contracts';
import { adminApi } from '../../lib/admin-api';

export { getPaymentDetail } from '../../lib/payment-detail';

export type SearchField = (typeof PAYMENT_SEARCH_FIELDS)[number];

export interface PaymentsFilter {
  query?: string;
  filter: SearchField;
  status?: PaymentStatus;
  startDate?: string;
  endDate?: string;
}

const params = (f: PaymentsFilter) => ({
  filter: f.filter,
  ...(f.query ? { query: f.query } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.startDate ? { startDate: f.startDate } : {}),
  ...(f.endDate ? { endDate: f.endDate } : {}),
});

export async function getPayments(f: PaymentsFilter, page: number): Promise<Page<AdminPaymentRow>> {
  const { data } = await adminApi.get<Page<AdminPaymentRow>>('/transactions/payments', {
    params: { ...params(f), page, limit: ADMIN_PAGE_SIZE },
  });
  return data;
}

/** The filtered list as a CSV file, saved through a temporary link. */
export async function downloadPaymentsCsv(f: PaymentsFilter): Promise<void> {
  const response = await adminApi.get<Blob>('/transactions/export.csv', {
    params: params(f),
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'transaksi.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
