import net from 'node:net';

/**
 * A TCP relay in front of a server, that a test can cut and restore: while cut, its open connections are reset and
 * new ones refused, as when a database server goes down or the network to it fails. The port stays the same.
 */
export interface TcpProxy {
  /** `host:port` to connect to instead of the server. */
  readonly address: string;
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.resetAndDestroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    address: `127.0.0.1:${port}`,
    port,
    cut: stop,
    async restore() {
      server = net.createServer(relay);
      await listen(port);
    },
    async close() {
      if (server.listening) await stop();
    },
  };
}
