/** Sample values for the API document's examples and file fields (each example is validated in tests). */
export const ORDER_ID_EXAMPLE = 'INV-20260101-ABC123';
export const CART_ITEM_EXAMPLE = {
  packageId: 3,
  designId: 'premium-eucalyptus-mist',
  addons: [{ id: 1 }],
  quantity: 1,
};
export const CUSTOMER_EXAMPLE = { name: 'Rina Kusuma', phone: '081234567890', email: 'rina@example.com' };

export const PROOF_FILE_DOC = {
  required: false,
  description: 'The transfer proof (JPEG, PNG or WebP, at most 5 MB).',
};
export const DESIGN_IMAGE_DOC = { required: false, description: 'The design image (JPEG, PNG or WebP).' };
