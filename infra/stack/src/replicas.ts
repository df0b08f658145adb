import type { ProgramSpec } from './compose-config';

/**
 * Several processes of one program on one machine (`npm start -- --scale ordering=3`, the test
 * stack's `scale`): the services share their work through RabbitMQ (competing consumers on one
 * queue) and their database; gateway replicas stand behind one front (nginx, or the runner's
 * round-robin proxy). Each replica has its own health and metrics ports and its own log name.
 */

/** Ports a program listens on besides its health port: each replica gets its own of these too. */
export const OTHER_PORT_VARIABLES = ['METRICS_PORT'];

/** Programs that keep state in memory for the browser: one of them only. */
export const NOT_SCALABLE = ['midtrans-sim'];

export const MAX_REPLICAS = 10;

/** Reads `--scale name=n` (repeatable; `--scale=name=n` too), as `docker compose up --scale` takes it. */
export function parseScaleArgs(args: readonly string[]): Record<string, number> {
  const scale: Record<string, number> = {};
  for (let i = 0; i < args.length; i++) {
    let value: string | undefined;
    if (args[i] === '--scale') value = args[++i];
    else if (args[i].startsWith('--scale=')) value = args[i].slice('--scale='.length);
    else throw new Error(`Unknown argument "${args[i]}"; known: --scale <program>=<replicas>`);
    const match = /^([a-z][a-z0-9-]*)=(\d+)$/.exec(value ?? '');
    if (!match)
      throw new Error(`--scale takes <program>=<replicas>, e.g. --scale ordering=3 (got "${value ?? ''}")`);
    scale[match[1]] = Number(match[2]);
  }
  return scale;
}

/** The name of replica `index` (from 1): the first keeps the program's name, the others `name.index`. */
export function replicaName(name: string, index: number): string {
  return index === 1 ? name : `${name}.${index}`;
}

/** The program a replica's name belongs to (`ordering.2` -> `ordering`). */
export function programOf(name: string): string {
  return name.replace(/\.\d+$/, '');
}

/**
 * The specs with each scaled program repeated: replica i > 1 gets every port (the health port
 * and OTHER_PORT_VARIABLES) from `portFor`, and its own name and health URL.
 */
export function scaleSpecs(
  specs: readonly ProgramSpec[],
  scale: Readonly<Record<string, number>>,
  portFor: (spec: ProgramSpec, variable: string, port: number, index: number) => number,
): ProgramSpec[] {
  const names = specs.map((spec) => spec.name);
  for (const [name, replicas] of Object.entries(scale)) {
    if (!names.includes(name))
      throw new Error(`--scale ${name}: no such program; known: ${names.join(', ')}`);
    if (!Number.isInteger(replicas) || replicas < 1 || replicas > MAX_REPLICAS)
      throw new Error(`--scale ${name}=${replicas}: between 1 and ${MAX_REPLICAS} replicas`);
    if (replicas > 1 && NOT_SCALABLE.includes(name))
      throw new Error(`--scale ${name}: ${name} keeps its transactions in memory and runs once`);
  }
  const result: ProgramSpec[] = [];
  for (const spec of specs) {
    result.push(spec);
    for (let index = 2; index <= (scale[spec.name] ?? 1); index++) {
      const env = { ...spec.env };
      for (const variable of [spec.portVariable, ...OTHER_PORT_VARIABLES.filter((v) => v in env)]) {
        env[variable] = String(portFor(spec, variable, Number(env[variable]), index));
      }
      const port = Number(env[spec.portVariable]);
      const health = new URL(spec.healthUrl);
      health.port = String(port);
      result.push({ ...spec, name: replicaName(spec.name, index), env, port, healthUrl: health.toString() });
    }
  }
  const ports = result.flatMap((spec) => [
    spec.port,
    ...OTHER_PORT_VARIABLES.filter((v) => v in spec.env).map((v) => Number(spec.env[v])),
  ]);
  const twice = ports.filter((port, i) => ports.indexOf(port) !== i);
  if (twice.length > 0) throw new Error(`Replicas would share port(s) ${[...new Set(twice)].join(', ')}`);
  return result;
}

/** Natively replica i of a program listens 100 ports above replica i - 1 (ordering 3102, 3202, 3302). */
export function nativeReplicaPort(
  _spec: ProgramSpec,
  _variable: string,
  port: number,
  index: number,
): number {
  return port + 100 * (index - 1);
}

/** The replicas of one program among specs (the program itself first). */
export function replicasOf(specs: readonly ProgramSpec[], name: string): ProgramSpec[] {
  return specs.filter((spec) => programOf(spec.name) === name);
}

/**
 * In compose another program's address of the gateway (the simulator's NOTIFICATION_URL,
 * http://gateway:3000/...) names every replica through Docker's DNS; natively it would name the
 * first replica alone, and a notification would fail while that one is down. With several
 * replicas the other programs reach the gateway where customers do: at the front.
 */
export function gatewayThroughFront(specs: readonly ProgramSpec[], frontPort: number): ProgramSpec[] {
  const gateways = replicasOf(specs, 'gateway');
  if (gateways.length < 2) return [...specs];
  const first = new RegExp(`(//[^/:]+):${gateways[0].port}(?!\\d)`, 'g');
  return specs.map((spec) =>
    programOf(spec.name) === 'gateway'
      ? spec
      : {
          ...spec,
          env: Object.fromEntries(
            Object.entries(spec.env).map(([name, value]) => [name, value.replace(first, `$1:${frontPort}`)]),
          ),
        },
  );
}
