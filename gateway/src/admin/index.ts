import { AccountAccessController } from './account-access.controller';
import { AccountController } from './account.controller';
import { AuditLogController } from './audit-log.controller';
import { BalanceController } from './balance.controller';
import {
  AddonsAdminController,
  DesignsAdminController,
  PackagesAdminController,
} from './catalogue.controller';
import { DashboardController } from './dashboard.controller';
import { DesignUploadsController } from './design-uploads.controller';
import { EmailsAdminController } from './emails.controller';
import { HolidaysAdminController } from './holidays.controller';
import { InvitationPhotosAdminController } from './invitation-photos.controller';
import { OrdersAdminController } from './orders.controller';
import { PaymentProofsController } from './payment-proofs.controller';
import { PaymentsAdminController } from './payments.controller';
import { ReconcileController } from './reconcile.controller';
import { ReferralCodesController } from './referral-codes.controller';
import { RevisionsAdminController } from './revisions.controller';

/**
 * The admin's routes (/api/admin/*, /admin/dashboard/*, the design upload): every controller here
 * is guarded by AdminGuard on its class, so no route of it is reached without an admin's token.
 * Login and logout are in auth/.
 */
export const ADMIN_CONTROLLERS = [
  AccountController,
  AccountAccessController,
  AuditLogController,
  BalanceController,
  PackagesAdminController,
  AddonsAdminController,
  DesignsAdminController,
  DashboardController,
  DesignUploadsController,
  EmailsAdminController,
  HolidaysAdminController,
  InvitationPhotosAdminController,
  OrdersAdminController,
  PaymentProofsController,
  PaymentsAdminController,
  ReconcileController,
  ReferralCodesController,
  RevisionsAdminController,
];
