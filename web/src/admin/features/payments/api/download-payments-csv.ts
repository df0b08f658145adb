import { adminApi } from '@/admin/lib/admin-api';
import { filterParams, type PaymentsFilter } from '@/admin/features/payments/payments-filter';

/** The filtered list as a CSV file, saved through a temporary link. */
export async function downloadPaymentsCsv(f: PaymentsFilter): Promise<void> {
  const response = await adminApi.get<Blob>('/transactions/export.csv', {
    params: filterParams(f),
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
