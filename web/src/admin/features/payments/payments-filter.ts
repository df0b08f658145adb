import { PAYMENT_SEARCH_FIELDS, type PaymentStatus } from '@undangan/contracts';

export type SearchField = (typeof PAYMENT_SEARCH_FIELDS)[number];

/** What the list and its CSV export are filtered by (adminPaymentsQuerySchema). */
export interface PaymentsFilter {
  query?: string;
  filter: SearchField;
  status?: PaymentStatus;
  startDate?: string;
  endDate?: string;
}

export const filterParams = (f: PaymentsFilter) => ({
  filter: f.filter,
  ...(f.query ? { query: f.query } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.startDate ? { startDate: f.startDate } : {}),
  ...(f.endDate ? { endDate: f.endDate } : {}),
});
