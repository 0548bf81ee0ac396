/**
 * Answers no route makes (Node's parser errors, URLs the router refuses, requests refused before their body is read)
 * carry the security headers and the API's error shape, and clients that hang up early are logged at debug level
 * only.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, DATA_POLICY } from '../src/server/index.js';
import { SECURITY_HEADERS } from '../src/server/securityHeaders.js';
import { temporarySite } from './analytics/site.js';
import { listenOnLoopback } from './support/listen.js';

let app: FastifyInstance;
let port: number;
const logs: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const { siteRoot } = await temporarySite();
  // Random bytes do not compress: the answer is long enough to be cut off half-way.
  await writeFile(path.join(siteRoot, 'large.bin'), randomBytes(8 * 1024 * 1024));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  app = await createServer({ siteRoot, logger: { level: 'debug', stream } });
  port = Number(new URL(await listenOnLoopback(app)).port);
});

afterAll(async () => {
  await app?.close();
});

/**
 * Sends raw bytes and collects the answer until the server closes the connection, which it must do within a few
 * seconds.
 */
function rawRequest(text: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setTimeout(5_000, () =>
      socket.destroy(new Error(`the server kept the connection open; received: ${received}`)),
    );
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Closing a connection whose client is still sending may reset it once the answer is in.
      if (error.code !== 'ECONNRESET' || received === '') reject(error);
    });
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/** The security headers of an error: JSON, so the data policy rather than the pages' one. */
function expectSecurityHeaders(headers: Map<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
  expect(headers.get('content-security-policy')).toBe(DATA_POLICY);
}

describe('answers made outside the routes', () => {
  it('a URL the router cannot decode: 400 in the API error shape, with the security headers', async () => {
    const answer = await rawRequest('GET /docs/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Invalid URL: /docs/%zz', status: 400 });
  });

  it('repeats at most 100 characters of a URL the router cannot decode', async () => {
    const answer = await rawRequest(
      `GET /%zz${'a'.repeat(5_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: `Invalid URL: /%zz${'a'.repeat(96)}…`, status: 400 });
  });

  it('headers too large for the parser: 431 with the security headers', async () => {
    const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer.headers);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request headers are too large', status: 431 });
  });

  it('a request that is not HTTP: 400 with the security headers, and the server goes on', async () => {
    const answer = await rawRequest('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Malformed HTTP request', status: 400 });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});

describe('requests refused before their body is read', () => {
  it('a body sent to a page: 405 in the API error shape as soon as its headers are in, and the connection closed', async () => {
    // The headers announce a megabyte of JSON and only its first bytes follow: the answer cannot wait for the rest.
    const answer = await rawRequest(
      'PUT /docs/intro HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${1024 * 1024}\r\n\r\n[[[[[[[[`,
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(answer.headers.get('connection')).toBe('close');
    expectSecurityHeaders(answer.headers);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Method PUT not allowed', status: 405 });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it('an HTTP/1.1 request without a Host header: 400 in the API error shape, with the security headers', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Missing Host header (HTTP/1.1 requires one)', status: 400 });
    // HTTP/1.0 has no Host header to require.
    const older = await rawRequest('GET / HTTP/1.0\r\n\r\n');
    expect(older.status).toBe(200);
    expect(older.body).toContain('home');
  });
});

describe('clients that hang up early', () => {
  it('are a debug line, not an error or a warning', async () => {
    const before = logs.length;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write('GET /large.bin HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n'),
        );
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
      });
    }
    // The server notices the closed sockets on its next turns.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logs.slice(before);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.filter((line) => /prematurely|errored/.test(line.msg))).toEqual([]);
    expect(lines.some((line) => line.level === 20 && /client closed the connection/.test(line.msg))).toBe(true);
  });
});
