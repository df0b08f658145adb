import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A bare node:http server in its own process answering one fixed response: the machine's limit
 * for that response, measured by the same load generator as the shop.
 */
const SERVER_SOURCE = `
const http = require('node:http');
const body = Buffer.from(process.env.BARE_BODY, 'base64');
const headers = { ...JSON.parse(process.env.BARE_HEADERS), 'content-length': body.length };
const server = http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export interface BareServer {
  url: string;
  pid: number;
  close(): Promise<void>;
}

export async function startBareServer(body: Buffer, headers: Record<string, string>): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER_SOURCE], {
    env: { ...process.env, BARE_BODY: body.toString('base64'), BARE_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await portOf(child, 'the bare server');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, close: () => ended(child) };
}

/** The port a started server says it listens on (its first line, `port N`). */
export function portOf(child: ChildProcess, what: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start`)), 10_000);
    child.once('exit', (code) => reject(new Error(`${what} exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(Number(line.replace('port ', '')));
    });
  });
}

/** Ends a server: SIGTERM, then SIGKILL if it is still there after 3 s. */
export function ended(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}
