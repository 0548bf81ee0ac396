/**
 * The graceful stop: stop taking connections, give the requests in flight a bounded time to finish, then let the
 * server's close hooks run (the search workers stop, the waiting search log is written, the analytics store closes).
 */
import type { FastifyInstance } from 'fastify';

const inFlightOf = new WeakMap<FastifyInstance, { count: number }>();

/**
 * Counts the requests being answered, and once the server is stopping closes each connection with its answer: a
 * keep-alive connection would otherwise idle on until its timeout and hold the stop that long. Call it before any
 * route is added.
 */
export function trackRequestsInFlight(app: FastifyInstance): void {
  const inFlight = { count: 0 };
  let stopping = false;
  inFlightOf.set(app, inFlight);
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.count += 1;
    // A response closes once, whether it was sent whole or its client went away.
    reply.raw.once('close', () => {
      inFlight.count -= 1;
    });
  });
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

/** Requests being answered now (0 when trackRequestsInFlight was not called). */
export function requestsInFlight(app: FastifyInstance): number {
  return inFlightOf.get(app)?.count ?? 0;
}

export interface StopReport {
  /** Requests being answered when the stop began. */
  inFlight: number;
  /** Of those, the ones still unfinished when the time ran out, whose connections were closed. */
  cut: number;
  /** Milliseconds from the stop's start until the server had closed, its close hooks included. */
  ms: number;
}

/**
 * Closes the server, giving the requests in flight `timeoutMs` to finish; past it their connections are closed and
 * the close goes on (the close hooks still run: the search log is written). Resolves once everything has closed.
 */
export async function stopGracefully(app: FastifyInstance, timeoutMs: number): Promise<StopReport> {
  const started = performance.now();
  const inFlight = requestsInFlight(app);
  let cut = 0;
  const deadline = setTimeout(() => {
    cut = requestsInFlight(app);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return { inFlight, cut, ms: Math.round(performance.now() - started) };
}
