// A TCP proxy the tests control: between Commune and Redis or PostgreSQL (cut it to make the dependency vanish),
// or in front of several servers (round robin, one connection at a time).
import { createServer, type Socket, connect as tcpConnect } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones (accepted, then reset at once) until `restore`. */
  cut(): void;
  /** Keeps every connection open but passes nothing either way until `restore` (as TCP would: late, not lost). */
  stall(): void;
  /** Ends `cut` or `stall`. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targets: { host?: string; port: number }[]): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  let stalled = false;
  let next = 0;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const target = targets[next++ % targets.length];
    const upstream = tcpConnect(target.port, target.host ?? '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
    if (stalled) {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    stall() {
      stalled = true;
      for (const socket of open) socket.pause();
    },
    restore() {
      down = false;
      stalled = false;
      for (const socket of open) socket.resume();
    },
    async close() {
      down = true;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
