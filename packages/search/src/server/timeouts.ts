/**
 * How long a connection may take to send its request, and stay open between requests. Fastify's defaults leave a
 * request untimed (`requestTimeout: 0`), so a client could hold a connection, and the request's buffers, for as long
 * as it kept sending a byte now and then. A request over its time is answered 408 on the raw socket
 * (protocolErrors.ts) and its connection closed; an answer that is slow to make is not limited by these.
 */
import type { ServerOptions as HttpServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** From a request's first byte (or a new connection's opening) until its headers are in. */
  headersMs: number;
  /** From a request's first byte until its whole body is in. */
  requestMs: number;
  /** How long a connection is kept open with no request after an answer. */
  keepAliveMs: number;
  /**
   * How often Node looks for requests over `headersMs` and `requestMs`: one is closed up to this much after its
   * limit. Node's default, 30 s, let an unfinished body stay a minute.
   */
  checkIntervalMs: number;
}

/** A browser sends its headers in one packet; ten seconds leave room for a slow mobile link. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * The largest body the server takes is 64 KiB (the search API's and /mcp's limit), under ten seconds even at modem
 * speed; thirty match the write timeout of Algolia's browser client, whose requests are the bodies sent here.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Longer than the 60-second idle timeout of the usual proxies (nginx's upstream keep-alive, cloud load balancers),
 * so that the proxy, not this server, closes an idle connection: otherwise it may send a request down one the
 * server is closing and answer the reader with a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** With it, a request's unfinished body is closed at most 35 s after its first byte, its headers at most 15 s. */
export const CONNECTIONS_CHECK_INTERVAL_MS = 5_000;

export const DEFAULT_TIMEOUTS: Readonly<ServerTimeouts> = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  checkIntervalMs: CONNECTIONS_CHECK_INTERVAL_MS,
};

/** Fastify's two timeout options and the Node server options it passes through (`http`) for the others. */
export function timeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: HttpServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      // Node refuses a header time longer than the whole request's.
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
