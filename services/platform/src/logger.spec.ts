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
