import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditEntry, Page } from '@undangan/contracts';
import { DataSource } from 'typeorm';
import { AdminAccounts } from '../auth/admin-accounts';
import type { AdminRequest } from '../auth/admin.guard';
import { ServiceClients } from '../rpc/service-clients';
import { AdminAuditLogEntity } from './admin-audit-log.entity';
import { AuditAction, stateAfter, stateBefore } from './audited-resources';
import { scrubForAudit } from './scrub';

const toEntry = (row: AdminAuditLogEntity): AuditEntry => ({
  id: String(row.id),
  admin_id: row.adminId,
  admin_username: row.adminUsername,
  at: row.at.toISOString(),
  action: row.action,
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
});

/**
 * What a change is made to: the key of a thing that exists, or, for a thing the change creates and
 * names itself (a design made from an uploaded image), how its answer names it; there was nothing
 * before such a change.
 */
export type AuditTarget<T> = string | { created: (result: T) => string };

/**
 * Every admin change goes through `track`: the target's state is read before and after it, the
 * way its own service reports it, and the pair is written to the gateway's audit log. Only
 * changes that succeeded are recorded; passwords and file bytes never are.
 */
@Injectable()
export class AuditTrail {
  private readonly logger = new Logger('AuditTrail');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(AdminAuditLogEntity);
  }

  async track<T>(
    request: AdminRequest,
    action: AuditAction,
    target: AuditTarget<T>,
    change: () => Promise<T>,
  ): Promise<T> {
    const admin = request.admin;
    if (!admin) throw new Error(`AuditTrail.track(${action}) outside an admin route`);
    const context = { rpc: this.rpc, accounts: this.accounts, requestId: String(request.id) };
    const before = typeof target === 'string' ? await stateBefore(action, target, context) : null;
    const result = await change();
    const key = typeof target === 'string' ? target : target.created(result);
    try {
      const after = await stateAfter(action, key, context, result);
      const json = (state: unknown) => {
        const safe = scrubForAudit(state);
        return safe === null ? null : JSON.stringify(safe);
      };
      await this.dataSource.query(
        `INSERT INTO admin_audit_log (admin_id, admin_username, action, target, before, after)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
        [admin.id, admin.username, action, key, json(before), json(after)],
      );
    } catch (err) {
      // The change is done and cannot be taken back; failing the answer now would only mislead.
      this.logger.error(
        `audit entry not written: ${action} ${key} by ${admin.id}: ${(err as Error).message}`,
        (err as Error).stack,
      );
    }
    return result;
  }

  /**
   * An admin's look at something that is not the shop's but a customer's (a couple's guest list):
   * recorded as looked at, with what was asked (`asked`, never what was shown), before it is read.
   * Unlike a change, a look that cannot be recorded is not made.
   */
  async noteLook(request: AdminRequest, action: AuditAction, target: string, asked: unknown): Promise<void> {
    const admin = request.admin;
    if (!admin) throw new Error(`AuditTrail.noteLook(${action}) outside an admin route`);
    await this.dataSource.query(
      `INSERT INTO admin_audit_log (admin_id, admin_username, action, target, before, after)
       VALUES ($1, $2, $3, $4, NULL, $5::jsonb)`,
      [admin.id, admin.username, action, target, JSON.stringify(scrubForAudit(asked))],
    );
  }

  async page(page: number, limit: number): Promise<Page<AuditEntry>> {
    const [rows, total] = await this.repo.findAndCount({
      order: { at: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { data: rows.map(toEntry), totalPages: Math.max(1, Math.ceil(total / limit)), currentPage: page };
  }
}
