/**
 * The graceful stop: requests in flight finish within SHUTDOWN_TIMEOUT_MS, then the close hooks run (the waiting
 * search log is written); past the bound their connections are cut; `serve` exits 0 on SIGTERM and at once on a
 * second signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../src/server/index.js';
import { requestsInFlight, stopGracefully } from '../src/server/shutdown.js';
import { API_KEY, APP_ID, INDEX, temporarySite, withKeys } from './analytics/site.js';
import { listenOnLoopback } from './support/listen.js';
import { tinySite } from './support/tinySite.js';

/** A server with one route that answers when the test says so, and one that never does. */
async function serverWithSlowRoutes(): Promise<{ app: FastifyInstance; origin: string; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = await createServer({
    siteRoot: await tinySite('bulmatic-stop-'),
    logger: false,
    routes: [
      async (routes) => {
        routes.get('/slow', async () => {
          await released;
          return { finished: true };
        });
        routes.get('/never', () => new Promise(() => {}));
      },
    ],
  });
  return { app, origin: await listenOnLoopback(app), release };
}

async function untilInFlight(app: FastifyInstance, count: number): Promise<void> {
  while (requestsInFlight(app) < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('stopGracefully', () => {
  it('lets a request in flight finish, refuses new connections meanwhile, then closes', async () => {
    const { app, origin, release } = await serverWithSlowRoutes();
    const slow = fetch(`${origin}/slow`);
    await untilInFlight(app, 1);
    const stopped = stopGracefully(app, 10_000);
    // Stopping: no new connection is taken.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    // Its connection is closed with the answer rather than kept for a next request that cannot come.
    expect(answer.headers.get('connection')).toBe('close');
    expect(await stopped).toMatchObject({ inFlight: 1, cut: 0 });
  });

  it('cuts what has not finished when the time is up, and still closes', async () => {
    const { app, origin } = await serverWithSlowRoutes();
    const never = fetch(`${origin}/never`).then(
      () => 'answered',
      () => 'cut',
    );
    await untilInFlight(app, 1);
    const report = await stopGracefully(app, 200);
    expect(report).toMatchObject({ inFlight: 1, cut: 1 });
    expect(report.ms).toBeGreaterThanOrEqual(200);
    expect(await never).toBe('cut');
  });

  it('is not held up by an idle keep-alive connection', async () => {
    const { app, origin } = await serverWithSlowRoutes();
    // A connection that asked once and stays open, as a browser's or a proxy's does.
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const report = await stopGracefully(app, 10_000);
    expect(report).toMatchObject({ inFlight: 0, cut: 0 });
    // The server's keep-alive time is over a minute; the stop took far less, and closed the connection.
    expect(report.ms).toBeLessThan(10_000);
    await closed;
  });
});

/** `cli.ts serve` on a free port of 127.0.0.1, with its JSON log lines collected. */
function serve(siteRoot: string, env: Record<string, string> = {}) {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
  const child: ChildProcess = spawn(tsx, [cli, 'serve'], {
    env: {
      ...process.env,
      SITE_ROOT: siteRoot,
      PORT: '0',
      SEARCH_THREADS: '1',
      SEARCH_APP_ID: APP_ID,
      SEARCH_API_KEY: API_KEY,
      SEARCH_INDEX_NAME: INDEX,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: { msg?: string; [field: string]: unknown }[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line));
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = (async () => {
    for (;;) {
      const line = lines.find((each) => each.msg?.startsWith('health checks:'));
      if (line) return /(http:\/\/[^/]+)\/healthz/.exec(line.msg!)![1]!;
      if (child.exitCode !== null) throw new Error(`serve exited early: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return { child, lines, exited, origin };
}

/** A search request whose body arrives in two parts: the second only when the test sends it. */
function searchInTwoParts(origin: string) {
  const body = JSON.stringify({ requests: [{ indexName: INDEX, query: 'modal' }] });
  const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => {});
  socket.write(
    `POST /1/indexes/*/queries?${withKeys} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), closed };
}

describe('serve on SIGTERM', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('finishes the request in flight, writes the waiting search log, says so and exits 0', async () => {
    const { siteRoot, databaseFile } = await temporarySite();
    const server = serve(siteRoot);
    children.push(server.child);
    const origin = await server.origin;
    // Searches whose log waits in memory for its next batch (written every second).
    for (const query of ['but', 'butt', 'button']) {
      const answer = await fetch(`${origin}/1/indexes/*/queries?${withKeys}`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: INDEX, query }] }),
      });
      expect(answer.status).toBe(200);
    }
    const slow = searchInTwoParts(origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    while (!server.lines.some((line) => line.msg?.startsWith('stopping:'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    slow.finish();
    const received = await slow.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('"query":"modal"');
    expect(await server.exited).toBe(0);
    const stopping = server.lines.find((line) => line.msg?.startsWith('stopping:'));
    expect(stopping).toMatchObject({ signal: 'SIGTERM', inFlight: 1, timeoutMs: 5000 });
    expect(server.lines.find((line) => line.msg?.startsWith('stopped in'))).toMatchObject({ inFlight: 1, cut: 0 });
    const db = new Database(databaseFile, { readonly: true });
    const logged = db.prepare('SELECT query FROM searches ORDER BY id').pluck().all();
    db.close();
    expect(logged).toEqual(['but', 'butt', 'button', 'modal']);
  }, 30_000);

  it('exits at once on a second signal, whatever is in flight', async () => {
    const { siteRoot } = await temporarySite();
    const server = serve(siteRoot, { SHUTDOWN_TIMEOUT_MS: '60000' });
    children.push(server.child);
    const origin = await server.origin;
    searchInTwoParts(origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    while (!server.lines.some((line) => line.msg?.startsWith('stopping:'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.child.kill('SIGINT');
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    expect(code).toBe(1);
    expect(server.lines.some((line) => line.msg?.startsWith('second signal: exiting now'))).toBe(true);
  }, 30_000);
});
