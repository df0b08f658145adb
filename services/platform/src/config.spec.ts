import { checkConfig, configSchema, developmentDefaultProblems, envVar, programVariables } from './config';
import { serviceVariables } from './service/service-config';

const schema = configSchema({
  ...serviceVariables('things'),
  WORDS: envVar.text('hello'),
  REQUIRED: envVar.text(),
  COUNT: envVar.integer(3, { min: 1, max: 10 }),
  ON: envVar.flag(false),
  SCALE: envVar.number(1, { min: 0 }),
  BASE: envVar.url('http://localhost:8080', ['http', 'https']),
  OPTIONAL_BASE: envVar.optionalUrl(['http', 'https']),
});

/** Production values of everything a service reads, none of them a development default. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  AMQP_URL: 'amqp://shop:s3cret-broker@broker.internal:5672',
  DATABASE_URL: 'postgres://shop:s3cret-db@db.internal:5432/things',
  REQUIRED: 'x',
};

function problemsOf(environment: Record<string, string>) {
  const result = checkConfig(schema, environment);
  return result.ok ? [] : result.problems;
}

describe('checkConfig', () => {
  it('applies the development defaults to unset and empty variables', () => {
    const result = checkConfig(schema, { REQUIRED: 'x', WORDS: '', OPTIONAL_BASE: '' });
    expect(result).toEqual({
      ok: true,
      value: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
        DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/things',
        HTTP_PORT: 3001,
        LISTEN_HOST: '127.0.0.1',
        EVENT_RETENTION_DAYS: 7,
        WORDS: 'hello',
        REQUIRED: 'x',
        COUNT: 3,
        ON: false,
        SCALE: 1,
        BASE: 'http://localhost:8080',
        OPTIONAL_BASE: undefined,
      },
    });
  });

  it('parses numbers, flags and URLs', () => {
    const result = checkConfig(schema, {
      REQUIRED: 'x',
      COUNT: '10',
      ON: 'yes',
      SCALE: '0.0001',
      OPTIONAL_BASE: 'https://api.midtrans.com',
      HTTP_PORT: '0',
    });
    expect(result.ok && result.value).toMatchObject({
      COUNT: 10,
      ON: true,
      SCALE: 0.0001,
      OPTIONAL_BASE: 'https://api.midtrans.com',
      HTTP_PORT: 0,
    });
  });

  it('names every wrong variable in its own problem', () => {
    const problems = problemsOf({
      REQUIRED: '',
      COUNT: '11',
      ON: 'false-ish',
      SCALE: '-1',
      BASE: 'ftp://x',
      HTTP_PORT: '3001x',
      LISTEN_HOST: 'not a host',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
    });
    expect(problems.map((p) => p.variable).sort()).toEqual(
      [
        'BASE',
        'COUNT',
        'HTTP_PORT',
        'LISTEN_HOST',
        'LOG_LEVEL',
        'NODE_ENV',
        'ON',
        'REQUIRED',
        'SCALE',
      ].sort(),
    );
    for (const problem of problems) {
      expect(problem.message.startsWith(`${problem.variable} `)).toBe(true);
      expect(problem.message).not.toContain('\n');
    }
    expect(problems.find((p) => p.variable === 'LOG_LEVEL')?.message).toBe(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(problems.find((p) => p.variable === 'REQUIRED')?.message).toContain('is required');
  });

  it('never repeats the value of a URL that carries credentials', () => {
    const problems = problemsOf({ REQUIRED: 'x', AMQP_URL: 'http://user:hunter2@broker' });
    expect(problems).toHaveLength(1);
    expect(problems[0].message).not.toContain('hunter2');
  });

  it('accepts production values, and refuses development defaults only with NODE_ENV=production', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(problemsOf({ REQUIRED: 'x' })).toEqual([]);
    const defaults = problemsOf({ NODE_ENV: 'production', REQUIRED: 'x' });
    expect(defaults.map((p) => p.variable).sort()).toEqual(['AMQP_URL', 'DATABASE_URL']);
  });

  it('says with each refused default what to do', () => {
    const [problem] = problemsOf({ ...PRODUCTION, AMQP_URL: 'amqp://guest:guest@broker.internal:5672' });
    expect(problem.variable).toBe('AMQP_URL');
    expect(problem.message).toMatch(/^AMQP_URL logs in to RabbitMQ as guest.*: create a RabbitMQ user/);
  });
});

describe('developmentDefaultProblems', () => {
  const variables = (values: Record<string, unknown>) =>
    developmentDefaultProblems(values).map((problem) => problem.variable);

  it('refuses the committed and well-known secrets', () => {
    expect(
      variables({
        JWT_SECRET: 'development-only-jwt-secret-change-me',
        ADMIN_PASSWORD: 'admin12345',
        S3_ACCESS_KEY: 'minioadmin',
        S3_SECRET_KEY: 'S3RVER',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-undangan-dev',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-undangan-dev',
      }),
    ).toEqual([
      'JWT_SECRET',
      'ADMIN_PASSWORD',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
    ]);
    expect(
      variables({
        JWT_SECRET: 'a'.repeat(32),
        ADMIN_PASSWORD: 'a long one of their own',
        S3_ACCESS_KEY: 'shop',
        S3_SECRET_KEY: 'x'.repeat(40),
      }),
    ).toEqual([]);
  });

  it('refuses a short JWT secret', () => {
    expect(variables({ JWT_SECRET: 'a'.repeat(31) })).toEqual(['JWT_SECRET']);
  });

  it('refuses guest or the development password in AMQP_URL, and postgres in DATABASE_URL', () => {
    expect(variables({ AMQP_URL: 'amqp://guest:other@h:5672' })).toEqual(['AMQP_URL']);
    expect(variables({ AMQP_URL: 'amqp://h:5672' })).toEqual(['AMQP_URL']);
    expect(
      variables({ AMQP_URL: 'amqp://undangan:development-only-rabbitmq-password@rabbitmq:5672' }),
    ).toEqual(['AMQP_URL']);
    expect(variables({ AMQP_URL: 'amqp://shop:real@h:5672' })).toEqual([]);
    expect(variables({ DATABASE_URL: 'postgres://postgres:postgres@db:5432/x' })).toEqual(['DATABASE_URL']);
    expect(variables({ DATABASE_URL: 'postgres://postgres:real@db:5432/x' })).toEqual([]);
  });

  it('refuses Midtrans sandbox keys only while MIDTRANS_IS_PRODUCTION is true', () => {
    const keys = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc', MIDTRANS_CLIENT_KEY: 'SB-Mid-client-abc' };
    expect(variables({ ...keys, MIDTRANS_IS_PRODUCTION: false })).toEqual([]);
    expect(variables({ ...keys, MIDTRANS_IS_PRODUCTION: true })).toEqual([
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
    ]);
    expect(
      variables({
        MIDTRANS_SERVER_KEY: 'Mid-server-abc',
        MIDTRANS_CLIENT_KEY: 'Mid-client-abc',
        MIDTRANS_IS_PRODUCTION: 'true',
      }),
    ).toEqual([]);
  });

  it('refuses the simulator, its control API and a localhost shop address', () => {
    expect(
      variables({
        MIDTRANS_API_URL: 'http://midtrans-sim:3900',
        MIDTRANS_SNAP_URL: 'http://127.0.0.1:3900/snap/v1',
        MIDTRANS_SNAP_JS_URL: 'http://localhost:3900/snap/snap.js',
        SIM_CONTROL_API: true,
        PUBLIC_BASE_URL: 'http://localhost:8080',
      }),
    ).toEqual([
      'MIDTRANS_API_URL',
      'MIDTRANS_SNAP_URL',
      'MIDTRANS_SNAP_JS_URL',
      'SIM_CONTROL_API',
      'PUBLIC_BASE_URL',
    ]);
    expect(
      variables({
        MIDTRANS_API_URL: undefined,
        MIDTRANS_SNAP_JS_URL: 'https://app.midtrans.com/snap/snap.js',
        SIM_CONTROL_API: false,
        PUBLIC_BASE_URL: 'https://undangan.example',
      }),
    ).toEqual([]);
  });

  it('refuses the development mail catcher as SMTP_URL unless email is off', () => {
    for (const url of [
      'smtp://mailpit:1025',
      'smtp://127.0.0.1:1025',
      'smtp://localhost:25',
      'smtps://user:secret@[::1]:465',
    ]) {
      expect({ url, refused: variables({ SMTP_URL: url, EMAIL_DISABLED: false }) }).toEqual({
        url,
        refused: ['SMTP_URL'],
      });
      expect({ url, refused: variables({ SMTP_URL: url, EMAIL_DISABLED: true }) }).toEqual({
        url,
        refused: [],
      });
      expect({ url, refused: variables({ SMTP_URL: url, EMAIL_DISABLED: 'true' }) }).toEqual({
        url,
        refused: [],
      });
    }
    expect(
      variables({ SMTP_URL: 'smtps://shop:secret@smtp.mail.example:465', EMAIL_DISABLED: false }),
    ).toEqual([]);
    const [problem] = developmentDefaultProblems({ SMTP_URL: 'smtp://mailpit:1025' });
    expect(problem.message).toMatch(/^SMTP_URL points at the development mail catcher/);
    expect(problem.message).toContain("set the shop's mail server");
    expect(problem.message).toContain('EMAIL_DISABLED=true');
    // The message never repeats the URL: it may carry the mail server's password.
    expect(
      developmentDefaultProblems({ SMTP_URL: 'smtp://u:hunter2@127.0.0.1:25' })[0].message,
    ).not.toContain('hunter2');
  });

  it('refuses the demo data', () => {
    expect(variables({ SEED_ON_EMPTY: true })).toEqual(['SEED_ON_EMPTY']);
    expect(variables({ SEED_ON_EMPTY: 'true' })).toEqual(['SEED_ON_EMPTY']);
    expect(variables({ SEED_ON_EMPTY: false })).toEqual([]);
    expect(variables({ SAMPLE_ORDER: true })).toEqual(['SAMPLE_ORDER']);
    expect(variables({ SAMPLE_ORDER: 'true' })).toEqual(['SAMPLE_ORDER']);
    expect(variables({ SAMPLE_ORDER: false })).toEqual([]);
  });

  it('reads the common variables of every program', () => {
    expect(Object.keys(programVariables)).toEqual(['NODE_ENV', 'LOG_LEVEL']);
  });
});
