import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HttpError } from '../http/http-error';
import { AccountAccessChange, accountAccessRefusal } from './account-access-rules';
import { AdminAccounts } from './admin-accounts';
import { AdminSessions } from './admin-sessions';

/**
 * The first admin's changes to other accounts: disable (its sessions end in the same transaction,
 * so its next request is refused by every gateway replica), enable again, or end its sessions.
 * Every account is locked while the rules are read, so two changes at once cannot together
 * disable the last enabled admin.
 */
@Injectable()
export class AccountAccess {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AdminAccounts) private readonly accounts: AdminAccounts,
    @Inject(AdminSessions) private readonly sessions: AdminSessions,
  ) {}

  /** Makes the change, or throws its refusal with nothing changed; answers how many sessions ended. */
  apply(change: AccountAccessChange, actorId: string, targetId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const all = await this.accounts.lockAll(manager);
      const target = all.find((account) => account.id === targetId);
      const refusal = accountAccessRefusal(change, {
        actorId,
        firstAdminId: all[0]?.id,
        target: target && { id: target.id, disabled: target.disabledAt !== null },
        enabledCount: all.filter((account) => account.disabledAt === null).length,
      });
      if (refusal) throw new HttpError(refusal.code, refusal.message);
      if (change === 'enable') {
        await this.accounts.setDisabledAt(targetId, null, manager);
        return 0;
      }
      if (change === 'disable') await this.accounts.setDisabledAt(targetId, new Date(), manager);
      return this.sessions.endAll(targetId, manager);
    });
  }
}
