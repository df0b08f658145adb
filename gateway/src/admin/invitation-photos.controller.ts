import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  InvitationPhoto,
  invitationPhotoIdSchema,
  invitationPhotosSchema,
  orderRowIdSchema,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard';
import { adminInvitationPhoto, adminInvitationPhotos } from '../flows/invitation-photos';
import { sendStoredImage } from '../http/stored-image.reply';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';

const downloadQuerySchema = z.object({
  download: z.enum(['0', '1'], { error: 'Pilihan unduh harus 0 atau 1.' }).optional(),
});

// Exported only because eslint's no-useless-assignment misses uses inside parameter decorators.
export const orderRowId = new ZodValidationPipe(orderRowIdSchema);
export const photoIdParam = new ZodValidationPipe(invitationPhotoIdSchema);
export const downloadQuery = new ZodValidationPipe(downloadQuerySchema);

/**
 * The photos a couple sent for their invitation, for the admin making it: by the order's row id
 * (the admin's orders list). flows/invitation-photos.ts.
 */
@Controller('api/admin/orders')
@UseGuards(AdminGuard)
export class InvitationPhotosAdminController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Get(':id/invitation/photos')
  @ApiDoc({
    summary: "An order's invitation photos, oldest first",
    answer: invitationPhotosSchema,
    errors: [404],
  })
  list(
    @Param('id', orderRowId) id: string,
    @Req() req: FastifyRequest,
  ): Promise<{ photos: InvitationPhoto[] }> {
    return adminInvitationPhotos(this.rpc, id, req.id);
  }

  /** The photo is private: it reaches the admin only through this guarded route, never cached. */
  @Get(':id/invitation/photos/:photoId')
  @ApiDoc({
    summary: 'One invitation photo (private, never cached)',
    description: 'With `download=1`, sent as a file named `<order id>-foto-<its place in the list>`.',
    answer: { description: 'The image bytes.', mediaType: 'image/*' },
    errors: [404],
  })
  async image(
    @Param('id', orderRowId) id: string,
    @Param('photoId', photoIdParam) photoId: string,
    @Query(downloadQuery) query: z.infer<typeof downloadQuerySchema>,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { image, fileName } = await adminInvitationPhoto(this.rpc, id, photoId, req.id, {
      download: query.download === '1',
    });
    await sendStoredImage(reply, image, 'private, no-store', { attachment: fileName });
  }
}
