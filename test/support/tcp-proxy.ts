/**
 * A TCP proxy between the service and a server it depends on (PostgreSQL), for fault injection:
 * `cut()` destroys every open connection and refuses new ones (they are accepted and reset at
 * once, as a server that is restarting does), `restore()` lets connections through again. The
 * shared test server itself is never touched, so test files running in parallel are unaffected.
 */
import { createServer, Socket, type Server } from 'node:net';

export interface TcpProxy {
  /** Address to connect to instead of the target: 127.0.0.1 and this port. */
  readonly port: number;
  /** Connections accepted so far (proxied or refused). */
  readonly accepted: number;
  /** Connections open through the proxy right now. */
  readonly open: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let down = false;
  let accepted = 0;
  const server: Server = createServer((client) => {
    accepted += 1;
    if (down) {
      client.on('error', () => undefined);
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  function cut(): void {
    down = true;
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  }
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    get accepted() {
      return accepted;
    },
    get open() {
      return pairs.size;
    },
    cut,
    restore() {
      down = false;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
