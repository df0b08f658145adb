/**
 * Ways the Core API status answer can fail, set by a tester: Midtrans answering a 5xx, not
 * answering at all (the merchant's client times out), or answering 404 for a transaction it does
 * know (its own records lagging behind a notification it already sent).
 */
export type StatusFaultMode = 'error' | 'timeout' | 'not_found';

export const STATUS_FAULT_MODES: readonly StatusFaultMode[] = ['error', 'timeout', 'not_found'];

export interface StatusFault {
  /** One order's status answers, or every order's when unset. */
  orderId?: string;
  mode: StatusFaultMode;
  /** The HTTP status of an `error` answer (500, 502, 503, 504). */
  httpStatus: number;
  /** How many answers it still spoils; unset until it is cleared. */
  remaining?: number;
}

/** The faults in force: one for each order at most, and one for every order. */
export class StatusFaults {
  private readonly faults = new Map<string, StatusFault>();
  private static readonly EVERY = '\u0000every';

  set(fault: StatusFault): void {
    this.faults.set(fault.orderId ?? StatusFaults.EVERY, { ...fault });
  }

  /** Clears one order's fault, or every fault when no order is named. */
  clear(orderId?: string): void {
    if (orderId === undefined) this.faults.clear();
    else this.faults.delete(orderId);
  }

  list(): StatusFault[] {
    return [...this.faults.values()].map((fault) => ({ ...fault }));
  }

  /**
   * The fault that spoils this status answer, if any: the order's own before the one for every
   * order. A fault with a count is used up by the answers it spoils.
   */
  take(orderId: string): StatusFault | undefined {
    for (const key of [orderId, StatusFaults.EVERY]) {
      const fault = this.faults.get(key);
      if (!fault) continue;
      if (fault.remaining !== undefined) {
        fault.remaining--;
        if (fault.remaining <= 0) this.faults.delete(key);
      }
      return { ...fault };
    }
    return undefined;
  }
}
