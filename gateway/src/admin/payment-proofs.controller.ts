import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  PROOF_MAX_BYTES,
  PROOF_STORAGE,
  PROOF_UPLOAD_MESSAGES,
  proofOrderIdSchema,
  proofUpdateSchema,
  ProofView,
  UpdateProofRequest,
  deletedSchema,
  proofViewSchema,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditTrail } from '../audit/audit-trail';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { sendStoredImage } from '../http/stored-image.reply';
import { formFile, withUploadForm } from '../http/upload-form';
import { stageUpload } from '../flows/staged-upload';
import { ApiDoc } from '../openapi/api-doc';
import { PROOF_FILE_DOC } from '../openapi/examples';

const orderIdParam = new ZodValidationPipe(proofOrderIdSchema);

/** Kelola Bukti Pembayaran (PRODUCT.md section 2): an admin loads, edits or deletes an order's proof. */
@Controller('api/admin/payment-proofs')
@UseGuards(AdminGuard)
export class PaymentProofsController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  @Post('update')
  @ApiDoc({
    summary: "Change a payment proof's customer details, status or image",
    form: { fields: proofUpdateSchema, files: { proofFile: PROOF_FILE_DOC } },
    answer: proofViewSchema,
    errors: [404, 429],
  })
  @HttpCode(200)
  update(@Req() req: AdminRequest): Promise<ProofView> {
    const limits = { maxFileBytes: PROOF_MAX_BYTES, messages: PROOF_UPLOAD_MESSAGES };
    return withUploadForm(req, limits, (body) => {
      const fields = new ZodValidationPipe(proofUpdateSchema).transform(body.fields);
      const file = formFile(body, 'proofFile');
      return this.audit.track(req, 'proof.update', fields.orderId, async () => {
        const request: UpdateProofRequest = {
          ...fields,
          uploadId: file ? await stageUpload(this.rpc, file, 'proof', req.id) : undefined,
          changedBy: req.admin?.username,
        };
        return this.rpc.call(PROOF_STORAGE.updateProof, request, req.id);
      });
    });
  }

  @Get(':orderId')
  @ApiDoc({ summary: "An order's payment proof", answer: proofViewSchema, errors: [404] })
  get(@Param('orderId', orderIdParam) orderId: string, @Req() req: FastifyRequest): Promise<ProofView> {
    return this.rpc.call(PROOF_STORAGE.getProof, { orderId }, req.id);
  }

  /** The image is private: it reaches the admin only through this guarded route, never cached. */
  @Get(':orderId/image')
  @ApiDoc({
    summary: "An order's proof image (private, never cached)",
    answer: { description: 'The image bytes.', mediaType: 'image/*' },
    errors: [404],
  })
  async image(
    @Param('orderId', orderIdParam) orderId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.rpc.call(PROOF_STORAGE.getProofImage, { orderId }, req.id);
    await sendStoredImage(reply, image, 'private, no-store');
  }

  @Delete(':orderId')
  @ApiDoc({ summary: "Delete an order's payment proof", answer: deletedSchema, errors: [404] })
  delete(
    @Param('orderId', orderIdParam) orderId: string,
    @Req() req: AdminRequest,
  ): Promise<{ deleted: true }> {
    return this.audit.track(req, 'proof.delete', orderId, () =>
      this.rpc.call(PROOF_STORAGE.deleteProof, { orderId }, req.id),
    );
  }
}
