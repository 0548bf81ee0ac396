import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts a test server on a free loopback port and gives its origin (`http://127.0.0.1:PORT`). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
