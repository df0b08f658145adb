import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AuthTokens } from './auth.tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionAdmin {
  id: string;
  username: string;
  /** The session of the token the request carried (its `jti`). */
  sessionId: string;
}

/**
 * Admin sessions, kept in the gateway's database so every replica sees a logout at once. A token
 * is accepted only while its session row exists and its admin is enabled: logout deletes that row,
 * a password change, "end every session" and disabling the account delete all the admin's rows,
 * and deleting an admin deletes its rows.
 */
export class AdminSessions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: AuthTokens,
  ) {}

  /**
   * Opens a session and answers its token; expired rows are pruned on the way (by every replica
   * at its logins: harmless, an expired row is refused anyway and deleting it twice is a no-op).
   */
  async start(
    admin: { id: string; username: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const sessionId = randomUUID();
    await manager.query('DELETE FROM admin_sessions WHERE expires_at < now()');
    await manager.query(
      `INSERT INTO admin_sessions (id, admin_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [sessionId, admin.id, this.tokens.ttlSeconds],
    );
    return this.tokens.issue({ sub: admin.id, username: admin.username }, sessionId);
  }

  /** The admin of a token whose session is still open, or undefined. */
  async verify(token: string): Promise<SessionAdmin | undefined> {
    const claims = this.tokens.verify(token);
    if (!claims || !UUID.test(claims.sub)) return undefined;
    const rows: { id: string; username: string }[] = await this.dataSource.query(
      `SELECT u.id, u.username FROM admin_sessions s JOIN admin_users u ON u.id = s.admin_id
       WHERE s.id = $1 AND s.admin_id = $2 AND s.expires_at > now() AND u.disabled_at IS NULL`,
      [claims.jti, claims.sub],
    );
    return rows[0] ? { ...rows[0], sessionId: claims.jti } : undefined;
  }

  /** Ends one session (logout). */
  async end(sessionId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM admin_sessions WHERE id = $1', [sessionId]);
  }

  /** Ends every session of an admin; answers how many were open. */
  async endAll(adminId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [, count] = (await manager.query('DELETE FROM admin_sessions WHERE admin_id = $1', [adminId])) as [
      unknown,
      number,
    ];
    return count;
  }
}
