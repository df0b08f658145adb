import { createServer, Socket } from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * Where nginx is not installed, the runner's stand-in for it in front of gateway replicas: each
 * new TCP connection goes to the next replica in turn (a replica that refuses is skipped). It
 * passes bytes only: no headers of its own, no static files (each gateway serves the web build).
 */
export async function startRoundRobinProxy(options: {
  /** The address it listens on (e.g. 0.0.0.0 like the gateway it stands for, or 127.0.0.1). */
  listenHost?: string;
  port: number;
  backends: Backend[];
}): Promise<RoundRobinProxy> {
  if (options.backends.length === 0) throw new Error('The round-robin proxy needs at least one backend');
  let next = 0;
  const open = new Set<Socket>();

  const connectTo = (client: Socket, tries: number): void => {
    const backend = options.backends[next];
    next = (next + 1) % options.backends.length;
    const upstream = new Socket();
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    upstream.once('error', () => {
      if (!connected && tries + 1 < options.backends.length && !client.destroyed)
        connectTo(client, tries + 1);
      else client.destroy();
    });
    let connected = false;
    upstream.connect(backend.port, backend.host, () => {
      connected = true;
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    connectTo(client, 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.listenHost ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
