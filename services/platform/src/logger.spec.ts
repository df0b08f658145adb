import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The request line log in a program of its own (it writes to the process's stdout): every line is
 * written, as pino's JSON, in batches, the last one when the process exits.
 */
const built = path.join(__dirname, '..', 'dist', 'logger.js');

function linesWritten(count: number, level: string): Record<string, unknown>[] {
  const script = `
    const { createLineLog } = require(${JSON.stringify(built)});
    const log = createLineLog('gateway', ${JSON.stringify(level)});
    for (let i = 0; i < ${count}; i++)
      log.info({ requestId: 'r' + i, route: '/api/orders/:id', status: 200, ms: 0.25, orderId: undefined, odd: NaN, text: 'a"b\\\\n' }, 'request');
  `;
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

it('writes every line as pino would, the last batch at exit', () => {
  // Enough lines for many batches of 4 KiB, and a part-filled one left for the exit.
  const lines = linesWritten(1001, 'info');
  expect(lines).toHaveLength(1001);
  expect(lines.map((line) => line.requestId)).toEqual(Array.from({ length: 1001 }, (_, i) => `r${i}`));
  expect(lines[0]).toEqual({
    level: 30,
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    service: 'gateway',
    name: 'gateway',
    requestId: 'r0',
    route: '/api/orders/:id',
    status: 200,
    ms: 0.25,
    odd: null,
    text: 'a"b\\n',
    msg: 'request',
  });
});

it('writes nothing above the info level', () => {
  expect(linesWritten(10, 'warn')).toEqual([]);
});

it("puts the current span's ids on a line written inside it, and none outside", () => {
  const script = `
    const { createLogger, runInSpan, startSpan } = require(${JSON.stringify(path.join(__dirname, '..', 'dist', 'index.js'))});
    const logger = createLogger('ordering', 'info');
    const span = startSpan('orders.create-transaction', 'server', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    runInSpan(span, () => setTimeout(() => logger.warn({ orderId: 'INV-1' }, 'inside'), 1));
    runInSpan(span, () => logger.info({ traceId: 'own', spanId: 'own' }, 'own ids'));
    logger.warn('outside');
    console.log(JSON.stringify({ msg: 'span', spanId: span.spanId }));
  `;
  const lines = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const byMsg = (msg: string) => lines.find((line) => line.msg === msg);
  const spanId = byMsg('span')?.spanId;
  expect(spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(byMsg('inside')).toMatchObject({
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId,
    orderId: 'INV-1',
  });
  expect(byMsg('own ids')).toMatchObject({ traceId: 'own', spanId: 'own' });
  expect(byMsg('outside')).not.toHaveProperty('traceId');
  expect(byMsg('outside')).not.toHaveProperty('spanId');
});
