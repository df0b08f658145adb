import { GUEST_SHEET_MESSAGES } from '@undangan/contracts';
import type { FastifyReply } from 'fastify';
import { MemoryWindowCounts } from '../limits/window-counts';
import { COUPLE_IMPORT_LIMIT, CoupleImportLimit } from './couple-import-limit';

/** A reply that keeps the headers it is given. */
function replyOf() {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => (headers[name] = value) };
  return { reply: reply as unknown as FastifyReply, headers };
}

describe('CoupleImportLimit', () => {
  it("admits an invitation's files up to the limit, then refuses with Retry-After; another order is not held back", async () => {
    const limit = new CoupleImportLimit(new MemoryWindowCounts());
    for (let i = 0; i < COUPLE_IMPORT_LIMIT.limit; i++)
      await expect(limit.admit('INV-1', replyOf().reply)).resolves.toBeUndefined();
    const over = replyOf();
    await expect(limit.admit('INV-1', over.reply)).rejects.toMatchObject({
      status: 429,
      message: GUEST_SHEET_MESSAGES.tooManyReads,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    await expect(limit.admit('INV-2', replyOf().reply)).resolves.toBeUndefined();
  });
});
