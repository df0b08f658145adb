import { WindowCounts } from '../limits/window-counts';

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
 * wrong guess. Counted in the gateway's database (WindowCounts), so the limits hold across every
 * gateway replica.
 */
export class LoginLimits {
  constructor(private readonly counts: WindowCounts) {}

  /** Whether this attempt may have its password checked; an admitted attempt is counted. */
  async admit(client: string, username: string, now?: number): Promise<boolean> {
    const pair = pairKey(client, username);
    const overCeiling =
      (await this.counts.count(nameKey(username), LOGIN_LIMITS.nameCeilingWindowMs, now)) >=
      LOGIN_LIMITS.nameCeiling;
    const allowance = overCeiling ? LOGIN_LIMITS.perClientAndNameOverCeiling : LOGIN_LIMITS.perClientAndName;
    // Each take is atomic: two replicas admitting the same client at once count one after the other.
    const atName = await this.counts.take(pair, { limit: allowance, windowMs: LOGIN_LIMITS.windowMs }, now);
    if (!atName.admitted) return false;
    const overall = await this.counts.take(
      clientKey(client),
      { limit: LOGIN_LIMITS.perClient, windowMs: LOGIN_LIMITS.windowMs },
      now,
    );
    if (overall.admitted) return true;
    // Refused overall: the attempt is not counted at the name either.
    await this.counts.giveBack(pair, atName);
    return false;
  }

  succeeded(client: string, username: string): Promise<void> {
    return this.counts.reset(pairKey(client, username));
  }

  async failed(username: string, now?: number): Promise<void> {
    await this.counts.take(
      nameKey(username),
      { limit: LOGIN_LIMITS.nameCeiling, windowMs: LOGIN_LIMITS.nameCeilingWindowMs },
      now,
    );
  }
}

const clientKey = (client: string) => `login:client ${client}`;
const pairKey = (client: string, username: string) => `login:client+name ${client} ${username}`;
const nameKey = (username: string) => `login:name-failures ${username}`;
