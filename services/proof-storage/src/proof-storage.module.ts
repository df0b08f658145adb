import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { DesignImagesController } from './designs/design-images.controller';
import { DesignImagesService } from './designs/design-images.service';
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
  ): DynamicModule {
    return {
      module: ProofStorageModule,
      controllers: [PaymentProofsController, DesignImagesController, StagedUploadsController, PingController],
      providers: [
        { provide: PaymentProofsService, useValue: proofs },
        { provide: DesignImagesService, useValue: designImages },
        { provide: StagedUploads, useValue: uploads },
      ],
    };
  }
}
