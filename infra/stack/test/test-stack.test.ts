import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'minio';
import { startTestStack } from '../src/test-stack';

// The harness runs built programs; midtrans-sim is the one that needs nothing else to be healthy.
const run = promisify(execFile);

// Each rabbitmqctl call boots an Erlang VM, seconds apiece on a busy machine: no claim here is
// about time, so the budget is only a guard against a hang.
jest.setTimeout(180_000);

async function vhosts(): Promise<string[]> {
  const { stdout } = await run('rabbitmqctl', ['-q', 'list_vhosts', 'name']);
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

describe('startTestStack', () => {
  it('starts a program on a free port with an isolated broker, S3 and mail catcher, restarts it, and cleans up', async () => {
    const stack = await startTestStack({ services: ['midtrans-sim'] });
    const spec = stack.specs['midtrans-sim'];
    const vhost = decodeURIComponent(new URL(stack.env.AMQP_URL).pathname.slice(1));
    try {
      const health = await fetch(spec.healthUrl);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(spec.env.PORT).toBe(String(spec.port));
      expect(spec.env.NOTIFICATION_URL).toBe(`${stack.baseUrl}/api/payments/notification`);
      expect(stack.logs('midtrans-sim')).toContain('midtrans simulator listening');

      expect(vhost).toMatch(/^t_stack_/);
      expect(await vhosts()).toContain(vhost);
      expect(stack.specs.catalogue.env.DATABASE_URL).toMatch(/\/catalogue_stack_[a-z0-9]+_[0-9a-f]{6}$/);
      const s3 = new URL(stack.env.S3_ENDPOINT);
      const store = new Client({
        endPoint: s3.hostname,
        port: Number(s3.port),
        useSSL: false,
        accessKey: stack.env.S3_ACCESS_KEY,
        secretKey: stack.env.S3_SECRET_KEY,
        pathStyle: true,
      });
      expect(await store.bucketExists(stack.env.S3_PROOF_BUCKET)).toBe(true);
      // The mail catcher of this run: where notifications would send, read through Mailpit's API.
      expect(stack.specs.notifications.env.SMTP_URL).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json()).toMatchObject({ total: 0 });

      await stack.stopProgram('midtrans-sim');
      expect(await answers(spec.healthUrl)).toBe(false);
      await stack.startProgram('midtrans-sim');
      expect((await fetch(spec.healthUrl)).status).toBe(200);
    } finally {
      await stack.stop();
    }
    expect(await answers(spec.healthUrl)).toBe(false);
    expect(await answers(`${stack.env.S3_ENDPOINT}/`)).toBe(false);
    expect(await answers(`${stack.mailUrl}/readyz`)).toBe(false);
    expect(await vhosts()).not.toContain(vhost);
  });

  it('fails with the last lines of a program that dies before it is healthy', async () => {
    await expect(
      startTestStack({ services: ['midtrans-sim'], env: { LOG_LEVEL: 'no-such-level' } }),
    ).rejects.toThrow(/midtrans-sim exited[\s\S]*last lines of midtrans-sim[\s\S]*no-such-level/);
  });

  it('refuses a program compose does not have', async () => {
    await expect(startTestStack({ services: ['payments'] })).rejects.toThrow(/Unknown program "payments"/);
  });
});
