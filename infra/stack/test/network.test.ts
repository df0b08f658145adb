/**
 * The ports a test stack listens on: never one another process on the machine was given, never
 * one from the system's ephemeral range, and a claim left by a process that is gone is reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { freePorts, PORT_POOL } from '../src/network';

let claims: string;
let sleeper: ChildProcess;

beforeAll(() => {
  claims = mkdtempSync(path.join(tmpdir(), 'port-claims-'));
  process.env.PORT_CLAIMS_DIR = claims;
  sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
});

afterAll(() => {
  delete process.env.PORT_CLAIMS_DIR;
  sleeper.kill();
  rmSync(claims, { recursive: true, force: true });
});

const exitedPid = (): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn('true', { stdio: 'ignore' });
    child.once('exit', () => resolve(child.pid!));
  });

it('gives only ports no living process holds, from below the ephemeral range, and takes over a claim whose process is gone', async () => {
  const living = String(sleeper.pid);
  const dead = String(await exitedPid());
  const open = [PORT_POOL.low + 17, PORT_POOL.low + 4_321, PORT_POOL.high - 3];
  const abandoned = PORT_POOL.low + 9_000;
  for (let port = PORT_POOL.low; port < PORT_POOL.high; port += 1) {
    if (open.includes(port)) continue;
    writeFileSync(path.join(claims, String(port)), port === abandoned ? dead : living);
  }
  const given = await freePorts(4);
  expect(new Set(given)).toEqual(new Set([...open, abandoned]));
  for (const port of given) {
    expect(readFileSync(path.join(claims, String(port)), 'utf8')).toBe(String(process.pid));
  }
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
  expect(Number(low)).toBeGreaterThanOrEqual(PORT_POOL.high);
  expect(Number(high)).toBeGreaterThan(Number(low));
});
