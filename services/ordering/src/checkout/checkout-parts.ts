import type { Logger, OutboxRelay } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import type { PaymentProvider } from '../midtrans/midtrans-provider';
import type { PaymentLedger } from '../payments/payment-ledger';
import type { ProviderSyncService } from '../payments/provider-sync.service';
import type { CataloguePrices } from '../pricing/catalogue-prices';
import type { ReferralsService } from '../referrals/referrals.service';

export interface CheckoutOptions {
  publicBaseUrl: string;
  /** How long an online payment may stay unpaid. */
  expiryHours: number;
}

/** What the checkout's jobs are built from, once by the program; each job takes the parts it uses. */
export interface CheckoutParts {
  dataSource: DataSource;
  ledger: PaymentLedger;
  prices: CataloguePrices;
  referrals: ReferralsService;
  provider: PaymentProvider;
  /** Applies what Midtrans says of a payment and closes payments: the one path for status changes. */
  sync: ProviderSyncService;
  /** Nudged after a payment is written, so its event leaves at once (absent in some tests). */
  relay?: OutboxRelay;
  logger: Logger;
  options: CheckoutOptions;
}
