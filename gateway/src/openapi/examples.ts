import { DESIGN_IMAGE_MAX_BYTES, PROOF_MAX_BYTES } from '@undangan/contracts';

/** Sample values for the API document's examples and file fields (each example is validated in tests). */
export const ORDER_ID_EXAMPLE = 'INV-20260101-ABC123';
export const CART_ITEM_EXAMPLE = {
  packageId: 3,
  designId: 'premium-eucalyptus-mist',
  addons: [{ id: 1 }],
  quantity: 1,
};
export const CUSTOMER_EXAMPLE = { name: 'Rina Kusuma', phone: '081234567890', email: 'rina@example.com' };
/** How a couple reaches their order after checkout: its id and the phone they used. */
export const COUPLE_LOOKUP_EXAMPLE = { order_id: ORDER_ID_EXAMPLE, phone: CUSTOMER_EXAMPLE.phone };

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** A payment proof's file field (proof-storage decides the type by its bytes). */
export const PROOF_FILE_DOC = {
  required: false,
  description: `The transfer proof (JPEG or PNG, at most ${megabytes(PROOF_MAX_BYTES)}).`,
};
/** A design image's file field. */
export const DESIGN_IMAGE_DOC = {
  required: false,
  description: `The design image (JPEG, PNG or WebP, at most ${megabytes(DESIGN_IMAGE_MAX_BYTES)}).`,
};
/** A couple's photo for their invitation. */
export const INVITATION_PHOTO_DOC = {
  required: true,
  description: `A photo for the invitation (JPEG or PNG, at most ${megabytes(PROOF_MAX_BYTES)}).`,
};
