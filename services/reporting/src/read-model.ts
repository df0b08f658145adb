/**
 * The read model's two shapes, shared by the projection that computes them and the tables that
 * keep them: one payment as kept, and what it adds to the figures.
 */

/** One payment as the read model keeps it: its latest known state and the version it came with. */
export interface PaymentFact {
  status: string;
  amount: number;
  /** The add-ons' list price (price x quantity). */
  addons: number;
  /** The items' list price before the discount; null when the events did not say. */
  itemsTotal: number | null;
  refunded: number;
  /** The Jakarta month it was settled in (YYYY-MM), while it counts as settled. */
  month: string | null;
  paymentType: string | null;
  version: number;
}

/** What one payment adds to the balance and to its month. */
export interface Contribution {
  pendingPayments: number;
  pendingRevenue: number;
  revenue: number;
  successful: number;
  addons: number;
  refunded: number;
  refundedPayments: number;
}
