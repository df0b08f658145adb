import { createServer, Socket } from 'node:net';

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

/** A port nobody listens on right now, chosen by the system. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Several distinct free ports. A port handed out once is not handed out again in the same call,
 * nor while it is in `taken` (the caller's earlier ports, not yet listened on: the system would
 * offer them again), which the new ports join.
 */
export async function freePorts(
  count: number,
  taken: Set<number> = new Set(),
  host = '127.0.0.1',
): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort(host);
    if (taken.has(port)) continue;
    taken.add(port);
    ports.push(port);
  }
  return ports;
}
