import {
  EVENT_TYPES,
  type EventEnvelope,
  type OrderPlacedData,
  type ProofStatusChangedData,
} from '@undangan/contracts';
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

describe("a placed order's email", () => {
  const placed = (origin?: string): EventEnvelope<OrderPlacedData> => ({
    id: '00000000-0000-4000-8000-000000000002',
    type: EVENT_TYPES.orderPlaced,
    occurredAt: '2026-11-27T03:00:00.000Z',
    version: 1,
    data: {
      orderId: 'INV-20261127-PLACED',
      amount: 99_000,
      subtotal: 99_000,
      discount: 0,
      items: [],
      customer: { ...customer, phone: '081234567890' },
      orderSecret: 'r'.repeat(43),
      placedAt: '2026-11-27T03:00:00.000Z',
      ...(origin ? { origin } : {}),
    },
  });

  it("carries the placing client's key to the queue, and none when the event has none", () => {
    expect(planEmails(placed('0f1e2d3c4b5a6978'), settings).map((email) => email.origin)).toEqual([
      '0f1e2d3c4b5a6978',
    ]);
    expect(planEmails(placed(), settings).map((email) => email.origin)).toEqual([undefined]);
  });
});
