import { tallyCheckIns, type CheckInEvent, type CheckInTally } from '@undangan/contracts';
import type { DataSource } from 'typeorm';
import { checkInsOf, insertCheckIns } from './check-ins.table';

/**
 * What an invitation's desks send and what it adds up to. A desk's events are kept once each by
 * their ids, and the tally is made from all of them whatever order they came in: two desks that
 * admitted the same guest while offline are one arrival and a double scan, never two arrivals.
 */
export class CheckIns {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps a desk's events (those already kept change nothing) and answers the tally after them. */
  async record(
    orderId: string,
    deskId: string,
    events: readonly CheckInEvent[],
  ): Promise<{ taken: number; tally: CheckInTally }> {
    const taken = await insertCheckIns(this.dataSource, orderId, deskId, events);
    return { taken, tally: await this.tally(orderId) };
  }

  async tally(orderId: string): Promise<CheckInTally> {
    return tallyCheckIns(await checkInsOf(this.dataSource, orderId));
  }
}
