import {
  ACCOUNT_ACCESS_MESSAGES as M,
  accountAccessRefusal,
  type AccountAccessFacts,
} from './account-access-rules';

const FIRST = 'first';
const facts = (over: Partial<AccountAccessFacts> = {}): AccountAccessFacts => ({
  actorId: FIRST,
  firstAdminId: FIRST,
  target: { id: 'kedua', disabled: false },
  enabledCount: 2,
  ...over,
});

describe('accountAccessRefusal', () => {
  it('lets the first admin disable another enabled admin, enable a disabled one and end sessions', () => {
    expect(accountAccessRefusal('disable', facts())).toBeNull();
    expect(accountAccessRefusal('enable', facts({ target: { id: 'kedua', disabled: true } }))).toBeNull();
    expect(accountAccessRefusal('end-sessions', facts())).toBeNull();
  });

  it('refuses every change by an admin who is not the first', () => {
    for (const change of ['disable', 'enable', 'end-sessions'] as const)
      expect(accountAccessRefusal(change, facts({ actorId: 'kedua' }))).toEqual({
        code: 'forbidden',
        message: M.onlyFirstAdmin,
      });
  });

  it('refuses an account that does not exist', () => {
    expect(accountAccessRefusal('disable', facts({ target: undefined }))).toEqual({
      code: 'not_found',
      message: M.notFound,
    });
  });

  it('never disables the admin themselves, nor the last enabled admin', () => {
    expect(accountAccessRefusal('disable', facts({ target: { id: FIRST, disabled: false } }))).toEqual({
      code: 'bad_request',
      message: M.notSelf,
    });
    expect(accountAccessRefusal('disable', facts({ enabledCount: 1 }))).toEqual({
      code: 'conflict',
      message: M.lastEnabled,
    });
  });

  it('refuses to disable a disabled account or enable an enabled one', () => {
    expect(accountAccessRefusal('disable', facts({ target: { id: 'kedua', disabled: true } }))?.message).toBe(
      M.alreadyDisabled,
    );
    expect(accountAccessRefusal('enable', facts())?.message).toBe(M.alreadyEnabled);
  });
});
