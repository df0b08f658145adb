import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { DesignImagesController } from './designs/design-images.controller';
import { DesignImagesService } from './designs/design-images.service';
import { PaymentProofsController } from './proofs/payment-proofs.controller';
import { PaymentProofsService } from './proofs/payment-proofs.service';

@Module({})
export class ProofStorageModule {
  static register(proofs: PaymentProofsService, designImages: DesignImagesService): DynamicModule {
    return {
      module: ProofStorageModule,
      controllers: [PaymentProofsController, DesignImagesController, PingController],
      providers: [
        { provide: PaymentProofsService, useValue: proofs },
        { provide: DesignImagesService, useValue: designImages },
      ],
    };
  }
}
