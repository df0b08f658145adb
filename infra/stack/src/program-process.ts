import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ProgramSpec } from './compose-config';

export interface ProgramProcessOptions {
  cwd: string;
  /** Called with every line the program writes (stdout and stderr). */
  onLine?: (name: string, line: string) => void;
  /** Called when the program ends without being asked to. */
  onUnexpectedExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
  /** How many of its last lines to keep for error reports. */
  keepLines?: number;
}

/** One running node program: its output kept, its end observed, stopped politely then firmly. */
export class ProgramProcess {
  private child?: ChildProcess;
  private readonly kept: string[] = [];
  private stopping = false;
  private exit?: Promise<void>;
  exitCode: number | null = null;
  exitSignal: NodeJS.Signals | null = null;

  constructor(
    readonly spec: ProgramSpec,
    private readonly options: ProgramProcessOptions,
  ) {}

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The operating system's id of the running program (e.g. to read its memory in /proc). */
  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  start(): void {
    if (this.running) throw new Error(`${this.spec.name} is already running`);
    const [command, ...args] = this.spec.command;
    this.stopping = false;
    this.exitCode = null;
    this.exitSignal = null;
    const child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: this.options.cwd,
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => this.record(line));
    }
    this.exit = new Promise((resolve) => {
      child.once('error', (err) => {
        this.record(`failed to start: ${err.message}`);
        resolve();
      });
      // 'close' comes after the output streams have ended, so the last lines are already recorded.
      child.once('close', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
        if (!this.stopping) this.options.onUnexpectedExit?.(this.spec.name, code, signal);
        resolve();
      });
    });
  }

  private record(line: string): void {
    this.kept.push(line);
    // Trimmed in batches: a program under load writes a line per request, and cutting one line
    // off the front of the kept ones for each new one cost the reader (the bench's load generator
    // shares its process) as much CPU as the lines themselves.
    if (this.kept.length >= 2 * this.keep) this.kept.splice(0, this.kept.length - this.keep);
    this.options.onLine?.(this.spec.name, line);
  }

  private get keep(): number {
    return this.options.keepLines ?? 2000;
  }

  logs(): string {
    return this.kept.slice(-this.keep).join('\n');
  }

  lastLines(count: number): string {
    return this.kept.slice(-Math.min(count, this.keep)).join('\n');
  }

  /** SIGTERM, then SIGKILL if it has not ended within the grace period. */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child || !this.exit) return;
    this.stopping = true;
    if (this.running) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        this.exit.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timer);
      if (!ended) {
        child.kill('SIGKILL');
      }
    }
    await this.exit;
  }

  /** SIGKILL at once, as a crash or the kernel's OOM killer ends it: no shutdown hook runs. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.exit) return;
    this.stopping = true;
    if (this.running) child.kill('SIGKILL');
    await this.exit;
  }

  /** Resolves when the program ends for any reason. */
  ended(): Promise<void> {
    return this.exit ?? Promise.resolve();
  }
}

/**
 * Polls a program's /health until it answers 200. Fails when the time is up or when the program
 * ends first, with its last output lines in the message.
 */
export async function waitForHealthy(
  program: ProgramProcess,
  timeoutMs: number,
  intervalMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void program.ended().then(() => (exited = true));
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      throw new ProgramFailedError(
        program,
        `${program.spec.name} exited (code ${program.exitCode}, signal ${program.exitSignal}) before it was healthy`,
      );
    }
    try {
      const res = await fetch(program.spec.healthUrl, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      lastProblem = `status ${res.status}`;
    } catch (err) {
      lastProblem = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new ProgramFailedError(
    program,
    `${program.spec.name} was not healthy at ${program.spec.healthUrl} within ${timeoutMs} ms (${lastProblem})`,
  );
}

export class ProgramFailedError extends Error {
  constructor(
    readonly program: ProgramProcess,
    reason: string,
    lines = 40,
  ) {
    const tail = program.lastLines(lines);
    super(`${reason}\n--- last lines of ${program.spec.name} ---\n${tail || '(no output)'}`);
    this.name = 'ProgramFailedError';
  }
}
