import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** True when something accepts TCP connections at host:port. */
export function isListening(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

/**
 * Ports for programs to listen on come from this range, below the system's ephemeral ports
 * (32768 and up on Linux): a port the system chose for nobody-yet would be the one it next hands
 * an outgoing connection, or another test process, before the program could listen on it.
 */
const POOL_LOW = 20_000;
const POOL_HIGH = 32_000;
export const PORT_POOL = { low: POOL_LOW, high: POOL_HIGH } as const;
/**
 * Claims, one file per port naming the process that holds it, shared by every process on the
 * machine (PORT_CLAIMS_DIR names another folder, for a test of the claims themselves).
 */
const claimsDir = () => process.env.PORT_CLAIMS_DIR ?? path.join(tmpdir(), 'undangan-ports');
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `port` for this process until it exits: true unless another living process holds it. A
 * claim whose process is gone is taken over.
 */
function claim(port: number): boolean {
  mkdirSync(claimsDir(), { recursive: true });
  const file = path.join(claimsDir(), String(port));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      if (held.size === 0) process.once('exit', releaseClaims);
      held.add(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder === process.pid || (Number.isInteger(holder) && holder > 0 && alive(holder))) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

function releaseClaims(): void {
  for (const file of held) rmSync(file, { force: true });
  held.clear();
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port nobody listens on right now and no other process here was given: claimed for this
 * process, from a range the system does not give out by itself.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (;;) {
    const port = POOL_LOW + Math.floor(Math.random() * (POOL_HIGH - POOL_LOW));
    if (!claim(port)) continue;
    if (await canListen(port, host)) return port;
  }
}

/** Several free ports, each claimed like freePort's (so all distinct). */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) ports.push(await freePort(host));
  return ports;
}
