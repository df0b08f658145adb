import { SlidingWindowLimiter } from '../http/sliding-window-limiter';

const MINUTE = 60_000;

/** The login limits; docs/SECURITY.md explains them. */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  /** Attempts from one client, whatever the names. */
  perClient: 30,
  /** Attempts from one client at one name; a successful login forgives them. */
  perClientAndName: 10,
  /** Failures at one name from every client; beyond it each client has one attempt at that name. */
  nameCeiling: 100,
  nameCeilingWindowMs: 60 * MINUTE,
  perClientAndNameOverCeiling: 1,
} as const;

/**
 * Limits on password guessing that strangers cannot turn against an admin. A client is limited
 * per name and overall; the name itself has no hard limit, only a slower ceiling on its failures
 * from everywhere: past it, every client gets a single attempt at that name per window. So a
 * client without recent failures (the admin at their own desk) still has its attempt checked,
 * however many strangers fail at the same name, while each stranger's address is spent after one
 * wrong guess. Counts are in memory, per gateway process.
 */
export class LoginLimits {
  private readonly perClient = new SlidingWindowLimiter(LOGIN_LIMITS.perClient, LOGIN_LIMITS.windowMs);
  private readonly perClientAndName = new SlidingWindowLimiter(
    LOGIN_LIMITS.perClientAndName,
    LOGIN_LIMITS.windowMs,
  );
  private readonly nameFailures = new SlidingWindowLimiter(
    LOGIN_LIMITS.nameCeiling,
    LOGIN_LIMITS.nameCeilingWindowMs,
  );

  /** Whether this attempt may have its password checked; an admitted attempt is counted. */
  admit(client: string, username: string, now = Date.now()): boolean {
    const pair = pairKey(client, username);
    const allowance =
      this.nameFailures.count(username, now) >= LOGIN_LIMITS.nameCeiling
        ? LOGIN_LIMITS.perClientAndNameOverCeiling
        : LOGIN_LIMITS.perClientAndName;
    if (this.perClientAndName.count(pair, now) >= allowance) return false;
    if (!this.perClient.take(client, now)) return false;
    this.perClientAndName.take(pair, now);
    return true;
  }

  succeeded(client: string, username: string): void {
    this.perClientAndName.reset(pairKey(client, username));
  }

  failed(username: string, now = Date.now()): void {
    this.nameFailures.take(username, now);
  }
}

const pairKey = (client: string, username: string) => `${client} ${username}`;
