import { Body, Controller, Delete, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  deletedSchema,
  INVITATION_PHOTO_UPLOAD_MESSAGES,
  InvitationAccess,
  InvitationLookup,
  invitationLookupSchema,
  InvitationPhoto,
  invitationPhotoIdSchema,
  invitationPhotoSchema,
  invitationPhotosSchema,
  PROOF_MAX_BYTES,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CoupleCalls,
  deleteInvitationPhoto,
  invitationPhotoImage,
  listInvitationPhotos,
  photoUploadAccess,
  storeInvitationPhoto,
} from '../flows/invitation-photos';
import { HttpError } from '../http/http-error';
import { PublicWriteLimited } from '../http/rate-limit';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import { sendStoredImage } from '../http/stored-image.reply';
import { formFile, withUploadForm } from '../http/upload-form';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { CUSTOMER_EXAMPLE, INVITATION_PHOTO_DOC, ORDER_ID_EXAMPLE } from '../openapi/examples';
import { ServiceClients } from '../rpc/service-clients';

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const lookupBody = new ZodValidationPipe(invitationLookupSchema);
export const photoIdParam = new ZodValidationPipe(invitationPhotoIdSchema);

const LOOKUP_EXAMPLE = { order_id: ORDER_ID_EXAMPLE, phone: CUSTOMER_EXAMPLE.phone };

/**
 * A couple's photos for their invitation ("Data Undangan", after paying), with the order id and the
 * WhatsApp number used at checkout in a body, never in an address or a log line; limited like the
 * writes, and wrong phones per order (OrderLookupLimit), so numbers cannot be tried at speed.
 * flows/invitation-photos.ts.
 */
@Controller('api/orders/invitation/photos')
export class InvitationPhotosController {
  private readonly calls: CoupleCalls;

  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(OrderLookupLimit) lookups: OrderLookupLimit,
  ) {
    this.calls = { rpc, lookups };
  }

  @Post()
  @ApiDoc({
    summary: "Add a photo to an order's invitation data",
    description:
      'Send `order_id` and `phone` before `photo`: the order is then checked before the file is read. ' +
      'At most ten photos per order, while its data has not been sent.',
    form: { fields: invitationLookupSchema, files: { photo: INVITATION_PHOTO_DOC } },
    answer: invitationPhotoSchema,
    errors: [404, 409, 429],
  })
  @PublicWriteLimited()
  upload(@Req() req: FastifyRequest): Promise<InvitationPhoto> {
    let access: InvitationAccess | undefined;
    // A wrong phone, an unknown or unpaid order, data already sent or ten photos already kept is
    // answered before the file is read (and costs no upload slot). A form that sends the file
    // first is checked after.
    const beforeFile = async (fields: Record<string, string>) => {
      if (access || Object.keys(fields).length === 0) return;
      access = await photoUploadAccess(this.calls, lookupBody.transform(fields), req.id);
    };
    const limits = { maxFileBytes: PROOF_MAX_BYTES, messages: INVITATION_PHOTO_UPLOAD_MESSAGES };
    return withUploadForm(
      req,
      limits,
      async (body) => {
        const lookup = lookupBody.transform(body.fields);
        if (body.files.some((f) => f.field !== 'photo'))
          throw new HttpError('bad_request', 'Berkas tidak dikenal.');
        access ??= await photoUploadAccess(this.calls, lookup, req.id);
        const file = formFile(body, 'photo');
        if (!file) throw new HttpError('bad_request', INVITATION_PHOTO_UPLOAD_MESSAGES.empty);
        return storeInvitationPhoto(this.rpc, access, file, req.id);
      },
      { beforeFile },
    );
  }

  @Post('list')
  @ApiDoc({
    summary: "An order's invitation photos, oldest first",
    answer: invitationPhotosSchema,
    errors: [404, 409, 429],
    example: LOOKUP_EXAMPLE,
  })
  @HttpCode(200)
  @PublicWriteLimited()
  list(
    @Body(lookupBody) lookup: InvitationLookup,
    @Req() req: FastifyRequest,
  ): Promise<{ photos: InvitationPhoto[] }> {
    return listInvitationPhotos(this.calls, lookup, req.id);
  }

  /** The photo is private: it reaches only the holder of the order's phone, never cached. */
  @Post(':photoId/image')
  @ApiDoc({
    summary: 'One invitation photo (private, never cached)',
    answer: { description: 'The image bytes.', mediaType: 'image/*' },
    errors: [404, 409, 429],
    example: LOOKUP_EXAMPLE,
  })
  @HttpCode(200)
  @PublicWriteLimited()
  async image(
    @Param('photoId', photoIdParam) photoId: string,
    @Body(lookupBody) lookup: InvitationLookup,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await invitationPhotoImage(this.calls, lookup, photoId, req.id);
    await sendStoredImage(reply, image, 'private, no-store');
  }

  @Delete(':photoId')
  @ApiDoc({
    summary: 'Delete an invitation photo',
    description: 'Only while the data has not been sent.',
    answer: deletedSchema,
    errors: [404, 409, 429],
    example: LOOKUP_EXAMPLE,
  })
  @PublicWriteLimited()
  delete(
    @Param('photoId', photoIdParam) photoId: string,
    @Body(lookupBody) lookup: InvitationLookup,
    @Req() req: FastifyRequest,
  ): Promise<{ deleted: true }> {
    return deleteInvitationPhoto(this.calls, lookup, photoId, req.id);
  }
}
