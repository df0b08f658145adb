import { DynamicModule, Module } from '@nestjs/common';
import { PingController, ProvidedBy, valueProviders } from '@undangan/platform';
import { HolidaysController } from './holidays/holidays.controller';
import { HolidaysService } from './holidays/holidays.service';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationsService } from './invitations/invitations.service';
import { RevisionsController } from './revisions/revisions.controller';
import { RevisionsService } from './revisions/revisions.service';
import { PaymentQueriesController } from './admin/payment-queries.controller';
import { PaymentQueriesService } from './admin/payment-queries.service';
import { CheckoutController } from './checkout/checkout.controller';
import { ManualConfirmation } from './checkout/manual-confirmation';
import { ManualPlacement } from './checkout/manual-placement';
import { OnlineCheckout } from './checkout/online-checkout';
import { OrderIdIssuer } from './checkout/order-id-issuer';
import { PopupClosed } from './checkout/popup-closed';
import { FulfilmentOrdersService } from './fulfilment/fulfilment-orders.service';
import { NewProofService } from './fulfilment/new-proof.service';
import { OrdersController } from './fulfilment/orders.controller';
import { OrderTrackingService } from './fulfilment/order-tracking.service';
import { PaymentHistoryService } from './payments/payment-history.service';
import { PaymentsController } from './payments/payments.controller';
import { PaymentLookup } from './payments/payment-lookup';
import { ProviderSyncService } from './payments/provider-sync.service';
import { Reconciler } from './payments/reconciler';
import { ReferralsController } from './referrals/referrals.controller';
import { ReferralsService } from './referrals/referrals.service';

/** The services ordering's controllers use, by name: built by hand (createOrderingServices, which tests use too). */
const SERVICES = {
  orderIds: OrderIdIssuer,
  onlineCheckout: OnlineCheckout,
  manualPlacement: ManualPlacement,
  manualConfirmation: ManualConfirmation,
  popupClosed: PopupClosed,
  sync: ProviderSyncService,
  lookup: PaymentLookup,
  reconciler: Reconciler,
  referrals: ReferralsService,
  paymentQueries: PaymentQueriesService,
  history: PaymentHistoryService,
  fulfilmentOrders: FulfilmentOrdersService,
  tracking: OrderTrackingService,
  holidays: HolidaysService,
  invitations: InvitationsService,
  revisions: RevisionsService,
  newProofs: NewProofService,
};

export type OrderingServices = ProvidedBy<typeof SERVICES>;

/** The services, built, handed to Nest as values: Nest only routes each RPC pattern to its controller. */
@Module({})
export class OrderingModule {
  static register(services: OrderingServices): DynamicModule {
    return {
      module: OrderingModule,
      controllers: [
        CheckoutController,
        PaymentsController,
        PaymentQueriesController,
        OrdersController,
        ReferralsController,
        HolidaysController,
        InvitationsController,
        RevisionsController,
        PingController,
      ],
      providers: valueProviders(SERVICES, services),
    };
  }
}
