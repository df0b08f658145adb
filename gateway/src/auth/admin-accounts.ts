import { Algorithm, hash, verify } from '@node-rs/argon2';
import type { AdminAccountView } from '@undangan/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AdminUserEntity } from './admin-user.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A real hash to verify against when the username is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

/** Admin accounts, kept in the gateway's own database, passwords hashed with argon2id. */
export class AdminAccounts {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(AdminUserEntity);
  }

  /** The first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD when there is none yet. */
  async ensureFirstAdmin(username: string, password: string): Promise<boolean> {
    if ((await this.repo.count()) > 0) return false;
    await this.repo
      .createQueryBuilder()
      .insert()
      .values({ username, passwordHash: await hash(password, ARGON2ID) })
      .orIgnore()
      .execute();
    return true;
  }

  async create(username: string, password: string): Promise<AdminUserEntity> {
    return this.repo.save(this.repo.create({ username, passwordHash: await hash(password, ARGON2ID) }));
  }

  /** Whether a username is taken, ignoring case (logins are limited per lower-cased name too). */
  async usernameTaken(username: string): Promise<boolean> {
    return this.repo
      .createQueryBuilder('a')
      .where('lower(a.username) = lower(:username)', { username })
      .getExists();
  }

  /** The oldest account is the first admin, the one allowed to add others. */
  async firstAdminId(): Promise<string | undefined> {
    const [first] = await this.repo.find({ order: { createdAt: 'ASC', id: 'ASC' }, take: 1 });
    return first?.id;
  }

  async list(): Promise<AdminAccountView[]> {
    const [users, firstId] = await Promise.all([
      this.repo.find({ order: { createdAt: 'ASC', id: 'ASC' } }),
      this.firstAdminId(),
    ]);
    return users.map((user) => toView(user, firstId));
  }

  /** An account without its hash, or null when there is no such admin. */
  async view(id: string): Promise<AdminAccountView | null> {
    const user = await this.findById(id);
    return user ? toView(user, await this.firstAdminId()) : null;
  }

  async viewByUsername(username: string): Promise<AdminAccountView | null> {
    const user = await this.repo.findOneBy({ username });
    return user ? toView(user, await this.firstAdminId()) : null;
  }

  /** Sets a new password when the old one matches; false (and nothing changed) otherwise. */
  async changePassword(
    id: string,
    oldPassword: string,
    newPassword: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const user = await this.findById(id);
    if (!user || !(await verify(user.passwordHash, oldPassword).catch(() => false))) return false;
    await manager.update(
      AdminUserEntity,
      { id },
      { passwordHash: await hash(newPassword, ARGON2ID), passwordChangedAt: new Date() },
    );
    return true;
  }

  /**
   * The admin when the password matches and the account is enabled, otherwise undefined. A disabled
   * account's password is still checked, so its answer and its time are a wrong password's.
   */
  async authenticate(username: string, password: string): Promise<AdminUserEntity | undefined> {
    const user = await this.repo.findOneBy({ username });
    if (!user) {
      decoyHash ??= hash('decoy-password', ARGON2ID);
      await verify(await decoyHash, password).catch(() => false);
      return undefined;
    }
    const ok = await verify(user.passwordHash, password).catch(() => false);
    return ok && !user.disabledAt ? user : undefined;
  }

  /**
   * Every account, oldest first, locked until the caller's transaction ends: changes that depend on
   * how many accounts are enabled are then made one after the other.
   */
  lockAll(manager: EntityManager): Promise<AdminUserEntity[]> {
    return manager.find(AdminUserEntity, {
      order: { createdAt: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Disables the account (now) or enables it again (null). */
  async setDisabledAt(id: string, disabledAt: Date | null, manager: EntityManager): Promise<void> {
    await manager.update(AdminUserEntity, { id }, { disabledAt });
  }

  async findById(id: string): Promise<AdminUserEntity | null> {
    return UUID.test(id) ? this.repo.findOneBy({ id }) : null;
  }
}

function toView(user: AdminUserEntity, firstId: string | undefined): AdminAccountView {
  return {
    id: user.id,
    username: user.username,
    created_at: user.createdAt.toISOString(),
    is_first_admin: user.id === firstId,
    disabled_at: user.disabledAt?.toISOString() ?? null,
  };
}
