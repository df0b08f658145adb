import { isDatabaseUnavailable, isUniqueViolation } from './database-errors';

/** Which failures mean "the database is away" (503, retry) rather than "this statement is wrong". */
describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a backend terminated by an administrator',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    ['a database starting up', { code: '57P03' }],
    ['too many connections', { code: '53300' }],
    [
      'a connection exception wrapped by TypeORM',
      { name: 'QueryFailedError', driverError: { code: '08006' } },
    ],
    ['a refused socket', { code: 'ECONNREFUSED' }],
    ['an unknown host while the database container is gone', { code: 'EAI_AGAIN' }],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    [
      'a client whose socket died earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a TypeORM runner released because its connection failed',
      Object.assign(new Error('Query runner already released.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ],
    [
      "a TypeORM manager whose runner's connection failed",
      Object.assign(new Error('Database connection provided by a query runner was already released'), {
        name: 'QueryRunnerProviderAlreadyReleasedError',
      }),
    ],
  ])('is true for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key value violates unique constraint' }],
    ['a foreign key violation at commit', { name: 'QueryFailedError', driverError: { code: '23503' } }],
    ['a syntax error', { code: '42601' }],
    ['a cancelled statement', { code: '57014' }],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'amount')")],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  const fromPg = { code: '23505', constraint: 'transactions_pkey', message: 'duplicate key value' };
  const fromTypeorm = { name: 'QueryFailedError', driverError: fromPg };

  it('knows a duplicate key from pg and from TypeORM, of any or of the named constraint', () => {
    expect(isUniqueViolation(fromPg)).toBe(true);
    expect(isUniqueViolation(fromTypeorm)).toBe(true);
    expect(isUniqueViolation(fromTypeorm, 'transactions_pkey')).toBe(true);
  });

  it('is false for another constraint, another error or no error', () => {
    expect(isUniqueViolation(fromPg, 'referral_usages_pkey')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation({ driverError: { code: '23514' } })).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
