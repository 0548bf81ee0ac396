import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog, INDEX, startServer, temporarySite, withKeys, type RunningServer } from './analytics/site.js';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.app.close();
  running = undefined;
});

/**
 * Fetches a URL and reads its whole answer, as a browser does: an unread body keeps its connection busy, and the
 * server's close then waits for it.
 */
async function statusOf(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}

/** The JSON lines the server wrote about requests, once it has closed (so every request's completion line is in). */
async function linesAfter(run: (origin: string) => Promise<void>) {
  const { siteRoot } = await temporarySite();
  const { stream, lines } = capturedLog();
  running = await startServer(siteRoot, { logger: { level: 'info', stream } });
  await run(running.origin);
  await running.app.close();
  running = undefined;
  const all = lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
  return all.filter((line) => line.req !== undefined);
}

describe('the request log', () => {
  it('writes one line per request, when it completes, with its method, URL, status and time', async () => {
    const lines = await linesAfter(async (origin) => {
      expect(await statusOf(`${origin}/`)).toBe(200);
      expect(await statusOf(`${origin}/nowhere`)).toBe(404);
    });
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(lines.map((line) => [line.req.method, line.req.url, line.res.statusCode])).toEqual([
      ['GET', '/', 200],
      ['GET', '/nowhere', 404],
    ]);
    for (const line of lines) expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("writes a search's line in place of its request's, one per query of a multi-query request", async () => {
    const lines = await linesAfter(async (origin) => {
      const single = await statusOf(`${origin}/1/indexes/${INDEX}/query?${withKeys}`, {
        method: 'POST',
        body: '{"query":"modal"}',
      });
      expect(single).toBe(200);
      const multi = await statusOf(`${origin}/1/indexes/*/queries?${withKeys}`, {
        method: 'POST',
        body: JSON.stringify({
          requests: [
            { indexName: INDEX, query: 'butt' },
            { indexName: INDEX, query: 'nothing here' },
          ],
        }),
      });
      expect(multi).toBe(200);
      // A refused search has no search line: its request's line says what happened.
      const refused = await statusOf(`${origin}/1/indexes/*/queries?${withKeys}`, {
        method: 'POST',
        body: '{"requests":[{}]}',
      });
      expect(refused).toBe(400);
    });
    expect(lines.map((line) => [line.msg, line.index ?? null, line.nbHits ?? null, line.res.statusCode])).toEqual([
      ['search', INDEX, 1, 200],
      ['search', INDEX, 2, 200],
      ['search', INDEX, 0, 200],
      ['request completed', null, null, 400],
    ]);
    // What was typed is the analytics store's to keep, within its limits; no line holds it.
    const text = JSON.stringify(lines);
    for (const typed of ['modal', 'butt', 'nothing here']) expect(text).not.toContain(typed);
    expect(lines[1].req.url).toBe(`/1/indexes/*/queries?${withKeys}`);
    expect(lines[1].reqId).toBe(lines[2].reqId);
    expect(lines[1].responseTime).toBe(lines[2].responseTime);
  });
});
