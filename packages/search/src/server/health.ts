/**
 * Health checks for load balancers and process managers: `GET /healthz` says the process answers, `GET /readyz`
 * what each part of the service says of itself. Both are cheap (no search, no disk, no database round trip: each
 * part reports what it last saw), never cached, not rate limited, and logged only when something goes wrong, so a
 * probe every second does not fill the request log.
 *
 * /readyz answers 200 when the node can serve readers, even with a part failing ("degraded", naming it): a node
 * whose analytics store is down still serves pages and searches, and taking it out of the pool would only move the
 * same failure to the others. It is 503 only when no search can be answered. While the server stops, Fastify
 * answers 503 to both (return503OnClosing) and new connections are refused, so the balancer stops sending work.
 */
import type { FastifyInstance } from 'fastify';

/** What one part of the service says of itself: well, or what is wrong, in a few words. */
export interface PartHealth {
  ok: boolean;
  problem?: string;
  /** A failing part that stops the node serving readers (no search at all) makes /readyz 503. */
  essential?: boolean;
}

export interface HealthOptions {
  /** The parts /readyz reports, by name; each is called on every probe, so each must be cheap. */
  parts: Readonly<Record<string, () => PartHealth>>;
}

export interface Readiness {
  status: 'ready' | 'degraded' | 'unavailable';
  /** Each part: "ok", or what is wrong. */
  checks: Record<string, string>;
}

export function readinessOf(parts: HealthOptions['parts']): Readiness {
  const checks: Record<string, string> = {};
  let degraded = false;
  let unavailable = false;
  for (const [name, check] of Object.entries(parts)) {
    const health = check();
    checks[name] = health.ok ? 'ok' : (health.problem ?? 'failing');
    if (!health.ok) {
      degraded = true;
      if (health.essential) unavailable = true;
    }
  }
  return { status: unavailable ? 'unavailable' : degraded ? 'degraded' : 'ready', checks };
}

// A probe's answer is about this moment: no cache, shared or private, may keep it.
const NO_STORE = 'no-store';

export async function healthRoutes(app: FastifyInstance, { parts }: HealthOptions): Promise<void> {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/healthz',
    logLevel: 'warn',
    handler: async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/readyz',
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const readiness = readinessOf(parts);
      return reply
        .code(readiness.status === 'unavailable' ? 503 : 200)
        .header('cache-control', NO_STORE)
        .send(readiness);
    },
  });
}
