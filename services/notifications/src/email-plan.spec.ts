import { EVENT_TYPES, type EventEnvelope, type ProofStatusChangedData } from '@undangan/contracts';
import { planEmails } from './email-plan';

const settings = { publicBaseUrl: 'https://toko.example', shopEmail: 'toko@undangan.test' };
const customer = { name: 'Rina & Bagus', email: 'pasangan@contoh.test' };

/** A proof.status-changed as proof-storage writes it for an admin's save. */
const proofSaved = (data: Partial<ProofStatusChangedData>): EventEnvelope<ProofStatusChangedData> => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: EVENT_TYPES.proofStatusChanged,
  occurredAt: '2026-11-27T03:00:00.000Z',
  version: 1,
  data: {
    orderId: 'INV-20261127-RESAVE',
    status: 'rejected',
    previousStatus: 'pending',
    changedAt: '2026-11-27T03:00:00.000Z',
    changedBy: 'siti',
    reason: 'Buram.',
    customer,
    version: 2,
    ...data,
  },
});

describe('a proof decision saved again', () => {
  it('tells the couple of a rejection once: the same rejection saved again sends nothing', () => {
    const first = planEmails(proofSaved({}), settings);
    expect(first.map((email) => [email.kind, email.recipient])).toEqual([['proof-rejected', customer.email]]);
    expect(planEmails(proofSaved({ previousStatus: 'rejected', version: 3 }), settings)).toEqual([]);
  });
});
