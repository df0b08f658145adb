import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PROOF_STORAGE_RPC, StoreDesignImageRequest } from '@undangan/contracts';
import { DesignImagesService } from './design-images.service';

@Controller()
export class DesignImagesController {
  constructor(@Inject(DesignImagesService) private readonly designImages: DesignImagesService) {}

  @MessagePattern(PROOF_STORAGE_RPC.storeDesignImage)
  store(@Payload() request: StoreDesignImageRequest) {
    return this.designImages.store(request);
  }

  @MessagePattern(PROOF_STORAGE_RPC.getDesignImage)
  get(@Payload() request: { key: string }) {
    return this.designImages.get(request);
  }

  @MessagePattern(PROOF_STORAGE_RPC.deleteDesignImage)
  delete(@Payload() request: { key: string }) {
    return this.designImages.delete(request);
  }
}
