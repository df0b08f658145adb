import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Every statement about `scheduled_leases`. A named lease in the service's database, so work that
 * several replicas schedule runs on one of them at a time. A lease ends when its holder finishes,
 * or by itself at its expiry should the holder die: a crashed replica never blocks the others for
 * longer than that.
 */
export class Lease {
  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
    private readonly ttlMs: number,
  ) {}

  /** Runs `work` when the lease is free; undefined (nothing run) while another holder has it. */
  async run<T>(work: () => Promise<T>): Promise<T | undefined> {
    const holder = randomUUID();
    const taken: unknown[] = await this.dataSource.query(
      `INSERT INTO scheduled_leases (name, holder, expires_at)
       VALUES ($1, $2, now() + ($3 || ' milliseconds')::interval)
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE scheduled_leases.expires_at < now()
       RETURNING holder`,
      [this.name, holder, String(this.ttlMs)],
    );
    if (taken.length === 0) return undefined;
    try {
      return await work();
    } finally {
      await this.dataSource.query('DELETE FROM scheduled_leases WHERE name = $1 AND holder = $2', [
        this.name,
        holder,
      ]);
    }
  }
}
