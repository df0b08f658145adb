import { CataloguePublicController } from './catalogue.controller';
import { CheckoutController } from './checkout.controller';
import { ClientPageController } from './client-page.controller';
import { DesignPreviewController } from '../guests/design-preview.controller';
import { GuestRepliesController } from '../guests/guest-replies.controller';
import { PagePhotosController } from '../guests/page-photos.controller';
import { DesignImagesController } from './design-images.controller';
import { InvitationDataController } from './invitation-data.controller';
import { InvitationPhotosController } from './invitation-photos.controller';
import { ManualOrderController } from './manual-order.controller';
import { MusicController } from './music.controller';
import { OrderTrackingController } from './order-tracking.controller';
import { ReferralController } from './referral.controller';
import { RevisionsController } from './revisions.controller';

/** The storefront's routes: public, the writes among them rate limited per client. */
export const SHOP_CONTROLLERS = [
  CataloguePublicController,
  CheckoutController,
  ClientPageController,
  DesignPreviewController,
  GuestRepliesController,
  DesignImagesController,
  InvitationDataController,
  InvitationPhotosController,
  ManualOrderController,
  MusicController,
  OrderTrackingController,
  PagePhotosController,
  ReferralController,
  RevisionsController,
];
