import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PROOF_STORAGE, StoreDesignImageRequest } from '@undangan/contracts';
import { Handles } from '@undangan/platform';
import { DesignImagesService } from './design-images.service';

@Controller()
export class DesignImagesController {
  constructor(@Inject(DesignImagesService) private readonly designImages: DesignImagesService) {}

  @Handles(PROOF_STORAGE.storeDesignImage)
  store(@Payload() request: StoreDesignImageRequest) {
    return this.designImages.store(request);
  }

  @Handles(PROOF_STORAGE.getDesignImage)
  get(@Payload() request: { key: string }) {
    return this.designImages.get(request);
  }

  @Handles(PROOF_STORAGE.deleteDesignImage)
  delete(@Payload() request: { key: string }) {
    return this.designImages.delete(request);
  }
}
