import { tableHomeViolations, type TableHome } from '@undangan/platform/testing';

/** Where each of proof-storage's tables has its SQL (docs/ARCHITECTURE.md, "One home per table"). */
const PROOF_STORAGE_TABLE_HOMES: Record<string, TableHome> = {
  payment_proofs: { home: ['proofs/payment-proof.entity.ts', 'proofs/payment-proof.queries.ts'] },
  staged_uploads: { home: ['uploads/staged-uploads.table.ts'] },
  invitation_photos: { home: ['invitation-photos/invitation-photos.table.ts'] },
  invitation_photo_variants: {
    home: ['invitation-photos/invitation-photo-variants.table.ts'],
    readBy: ['invitation-photos/invitation-photos.table.ts'],
  },
  outbox: { home: ['@undangan/platform events/outbox.table.ts'] },
  inbox: { home: ['@undangan/platform events/inbox.table.ts'] },
};

it("keeps every table's SQL in its one home", () => {
  expect(tableHomeViolations(__dirname, PROOF_STORAGE_TABLE_HOMES)).toEqual([]);
});
