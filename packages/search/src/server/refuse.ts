import type { FastifyReply } from 'fastify';

/**
 * Answers a request the server cannot take now, in Algolia's error shape with `Retry-After`: 429 for a client over
 * its budget or a daily cap, 503 for storage that cannot be written. Sent here rather than thrown, because the
 * API's error handler words every 5xx as "Internal error".
 */
export const refuse = (reply: FastifyReply, status: 429 | 503, message: string, retryAfterMs: number) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send({ message, status });

/** The 503 of a write the analytics database refused (full or read-only volume): try again in a minute. */
export const STORAGE_RETRY_MS = 60_000;
