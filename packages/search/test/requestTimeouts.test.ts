/**
 * Requests that never finish arriving are closed: a body sent a byte at a time, headers that stop half-way, a
 * connection left idle after its answer. Over real sockets, on a server whose timeouts are shortened to fractions of
 * a second; the defaults are checked against the bound they are chosen for.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { createServer, DATA_POLICY } from '../src/server/index.js';
import { SECURITY_HEADERS } from '../src/server/securityHeaders.js';
import {
  CONNECTIONS_CHECK_INTERVAL_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  type ServerTimeouts,
} from '../src/server/timeouts.js';
import { indexOf, record } from './records.js';
import { listenOnLoopback } from './support/listen.js';
import { tinySite } from './support/tinySite.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const SEARCH_PATH = `/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
const TIMEOUTS: ServerTimeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 400, checkIntervalMs: 100 };
/** Longer than any of TIMEOUTS plus a check: a connection still open by then was not timed out. */
const DEADLINE_MS = 3_000;

let app: FastifyInstance;
let port: number;
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const siteRoot = await tinySite('bulmatic-timeouts-site-');
  const engine = new SearchEngine(indexOf([record({ id: 'button', lvl0: 'Elements', lvl1: 'Button' })], 'docs'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  app = await createServer({
    siteRoot,
    logger: { level: 'debug', stream },
    search: { engines: new Map([['docs', engine]]), appId: APP_ID, apiKey: API_KEY },
    timeouts: TIMEOUTS,
  });
  port = Number(new URL(await listenOnLoopback(app)).port);
});

afterAll(async () => {
  await app?.close();
});

interface Closed {
  /** What the server sent before it closed the connection. */
  received: string;
  /** Milliseconds from the connection's opening to its closing. */
  afterMs: number;
}

/**
 * Opens a connection, lets `send` write to it, and waits for the server to close it; fails if the server has not
 * within DEADLINE_MS.
 */
function untilClosed(send: (socket: net.Socket) => void): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${DEADLINE_MS} ms; received: ${JSON.stringify(received)}`));
    }, DEADLINE_MS);
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ received, afterMs: Date.now() - started });
    });
  });
}

function answerOf(received: string): { status: number; headers: Map<string, string>; body: string } {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectTimedOutAnswer(received: string) {
  const answer = answerOf(received);
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({ message: 'The request took too long to arrive', status: 408 });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), name).toBe(value);
  expect(answer.headers.get('content-security-policy')).toBe(DATA_POLICY);
}

describe('requests that never finish arriving', () => {
  it('a body sent a byte at a time: 408, and the connection closed once the request time is over', async () => {
    const before = logs.length;
    const closed = await untilClosed((socket) => {
      socket.write(
        `POST ${SEARCH_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10000\r\n\r\n{`,
      );
      const trickle = setInterval(() => socket.write(' '), 50);
      socket.on('close', () => clearInterval(trickle));
    });
    expectTimedOutAnswer(closed.received);
    expect(closed.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs);
    // A timed-out client is the client's doing: nothing at warning level or above.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logs.slice(before).filter((line) => line.level >= 40)).toEqual([]);
  });

  it('a body refused on arrival (no credentials): the answer closes the connection, not waiting for the body', async () => {
    const closed = await untilClosed((socket) =>
      socket.write(
        'POST /1/events HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10000\r\n\r\n{',
      ),
    );
    const answer = answerOf(closed.received);
    expect(answer.status).toBe(403);
    // Closed with the answer: the body that never finishes is not waited for until a timeout.
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('headers that stop half-way: 408, and the connection closed once the header time is over', async () => {
    const closed = await untilClosed((socket) => socket.write(`POST ${SEARCH_PATH} HTTP/1.1\r\nHost: localhost\r\n`));
    expectTimedOutAnswer(closed.received);
    expect(closed.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs);
  });

  it('a connection left idle after its answer is closed after the keep-alive time', async () => {
    const closed = await untilClosed((socket) => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(answerOf(closed.received).status).toBe(200);
    expect(closed.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs);
  });

  it('keeps answering while connections time out', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${SEARCH_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'docs', query: 'button' }] }),
    });
    expect(response.status).toBe(200);
  });
});

describe('the default timeouts', () => {
  it('close an unfinished body within a minute, and keep idle connections longer than a proxy does', async () => {
    // Node checks the header and request times every CONNECTIONS_CHECK_INTERVAL_MS: a request is closed up to that
    // much after its limit.
    expect(REQUEST_TIMEOUT_MS + CONNECTIONS_CHECK_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const siteRoot = await tinySite('bulmatic-default-timeouts-');
    const defaults = await createServer({ siteRoot, logger: false });
    try {
      expect(defaults.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(defaults.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(defaults.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    } finally {
      await defaults.close();
    }
  });
});
