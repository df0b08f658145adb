import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PROOF_STORAGE, UploadKind } from '@undangan/contracts';
import { Handles } from '@undangan/platform';
import { StagedUploads } from './staged-uploads';

@Controller()
export class StagedUploadsController {
  constructor(@Inject(StagedUploads) private readonly uploads: StagedUploads) {}

  @Handles(PROOF_STORAGE.startUpload)
  start() {
    return this.uploads.start();
  }

  @Handles(PROOF_STORAGE.prepareImage)
  prepare(@Payload() request: { uploadId: string; kind: UploadKind }) {
    return this.uploads.prepare(request);
  }
}
