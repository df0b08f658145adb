import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestStack, TestStack, TestStackOptions } from '../../../infra/stack/src/test-stack';
import { createHash, randomBytes } from 'node:crypto';
import { send } from './answers';
import { query } from './stored-data';

/**
 * The security suite's stack: started before a file's first test and stopped after its last, with
 * the admin signed in, and a tally of the cases tried. Requests and their checks are in answers.ts,
 * the stored data's fingerprints in stored-data.ts, a customer and a cart in shop-fixtures.ts.
 */

/** High enough that the suite's own bursts never meet the public write limit (tested on its own). */
export const UNLIMITED = '1000000';
export interface SecurityStack {
  stack: TestStack;
  base: string;
  sim: string;
  serverKey: string;
  adminToken: string;
  admin: Record<string, string>;
  /** A couple's session cookie (of an order no one placed), for the couple's own routes. */
  couple: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A couple's session written straight into invitations' tables (its token's hash, as the sign-in
 * keeps it), so the walks reach the couple's routes past their guard without a paid order and an
 * email. Its last use is set ahead, so using it never moves it (the walks see no change).
 */
async function coupleSessionFixture(stack: TestStack): Promise<Record<string, string>> {
  const token = randomBytes(32).toString('base64url');
  const member = ['INV-20260101-AAAAAA', 'pasangan.pemeriksa@contoh.test'];
  await query(
    stack,
    'invitations',
    "INSERT INTO couple_members (order_id, email, role) VALUES ($1, $2, 'pasangan')",
    member,
  );
  await query(
    stack,
    'invitations',
    `INSERT INTO couple_sessions (token_hash, order_id, email, expires_at, last_used_at)
     VALUES ($1, $2, $3, now() + interval '1 day', now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), ...member],
  );
  return { cookie: `pasangan_sesi=${token}` };
}

/** A stack for the suite; `front: 'nginx'` puts nginx in front, as users meet the shop (headers.test.ts). */
export async function startSecurityStack(
  env: Record<string, string> = {},
  front: TestStackOptions['front'] = 'gateway',
  scale?: TestStackOptions['scale'],
): Promise<SecurityStack> {
  const stack = await startTestStack({
    env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: UNLIMITED, ...env },
    front,
    scale,
  });
  try {
    const base = stack.baseUrl;
    const login = await send(base, '/admin/login', {
      method: 'POST',
      json: {
        username: stack.env.ADMIN_USERNAME ?? 'admin',
        password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
      },
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${login.text}`);
    const adminToken = login.body.token as string;
    return {
      stack,
      base,
      sim: `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`,
      serverKey: stack.specs.ordering.env.MIDTRANS_SERVER_KEY,
      adminToken,
      admin: { authorization: `Bearer ${adminToken}` },
      couple: await coupleSessionFixture(stack),
      stop: () => stack.stop(),
    };
  } catch (err) {
    await stack.stop().catch(() => undefined);
    throw err;
  }
}

/**
 * A security test file's preamble: a stack started before its first test and stopped after its
 * last, with the file's tally reported. `shop` is filled in by the time the tests run.
 */
export function useSecurityStack(
  name: string,
  options: {
    env?: Record<string, string>;
    front?: TestStackOptions['front'];
    scale?: TestStackOptions['scale'];
  } = {},
): { shop: SecurityStack; tally: CaseTally } {
  // Each test drives the whole stack, often hundreds of requests.
  jest.setTimeout(240_000);
  const shop = {} as SecurityStack;
  const tally = new CaseTally(name);
  beforeAll(async () => {
    Object.assign(shop, await startSecurityStack(options.env, options.front, options.scale));
  }, 180_000);
  afterAll(async () => {
    tally.report();
    await shop.stop?.();
  }, 60_000);
  return { shop, tally };
}

/**
 * Counts the cases a file tries, per category, and prints the tally when the file is done, so
 * the suite's size is visible in every run.
 */
export class CaseTally {
  private readonly counts = new Map<string, number>();

  constructor(private readonly file: string) {}

  add(category: string, n = 1): void {
    this.counts.set(category, (this.counts.get(category) ?? 0) + n);
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  /**
   * Prints the tally and writes it where `npm run figures` reads it (.data/figures/security-cases),
   * so docs/SECURITY.md's table is this run's figures, never typed by hand; `npm test` checks it.
   */
  report(): void {
    const lines = [...this.counts.entries()].map(([category, n]) => `  ${category}: ${n}`);
    console.log(`security cases, ${this.file}: ${this.total}\n${lines.join('\n')}`);
    const dir = path.join(__dirname, '../../../.data/figures/security-cases');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${this.file.replace(/[^a-z0-9]+/gi, '-')}.json`),
      `${JSON.stringify({ suite: this.file, cases: Object.fromEntries(this.counts) }, null, 2)}\n`,
    );
  }
}
