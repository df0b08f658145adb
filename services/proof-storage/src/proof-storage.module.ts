import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { DesignImagesController } from './designs/design-images.controller';
import { DesignImagesService } from './designs/design-images.service';
import { InvitationPhotosController } from './invitation-photos/invitation-photos.controller';
import { InvitationPhotosService } from './invitation-photos/invitation-photos.service';
import { PagePhotosController } from './invitation-photos/page-photos.controller';
import { PagePhotosService } from './invitation-photos/page-photos.service';
import { PaymentProofsController } from './proofs/payment-proofs.controller';
import { PaymentProofsService } from './proofs/payment-proofs.service';
import { StagedUploadsController } from './uploads/staged-uploads.controller';
import { StagedUploads } from './uploads/staged-uploads';

@Module({})
export class ProofStorageModule {
  static register(
    proofs: PaymentProofsService,
    designImages: DesignImagesService,
    uploads: StagedUploads,
    invitationPhotos: InvitationPhotosService,
    pagePhotos: PagePhotosService,
  ): DynamicModule {
    return {
      module: ProofStorageModule,
      controllers: [
        PaymentProofsController,
        DesignImagesController,
        InvitationPhotosController,
        PagePhotosController,
        StagedUploadsController,
        PingController,
      ],
      providers: [
        { provide: PaymentProofsService, useValue: proofs },
        { provide: DesignImagesService, useValue: designImages },
        { provide: StagedUploads, useValue: uploads },
        { provide: InvitationPhotosService, useValue: invitationPhotos },
        { provide: PagePhotosService, useValue: pagePhotos },
      ],
    };
  }
}
