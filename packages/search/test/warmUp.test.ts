import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SearchEngine } from '../src/engine/engine.js';
import { SqliteAnalyticsStore } from '../src/analytics/sqliteStore.js';
import { analyticsFileFor } from '../src/analytics/database.js';
import { createServer } from '../src/server/index.js';
import { OVER_THE_WORD_LIMIT, warmUpEngines } from '../src/server/warmUp.js';
import { indexOf, record } from './records.js';
import { API_KEY, APP_ID, INDEX, RECORDS, capturedLog, temporarySite, withKeys } from './analytics/site.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An engine that counts its searches and keeps their queries. */
function countingEngine(records = RECORDS) {
  const queries: string[] = [];
  const engine = new (class extends SearchEngine {
    override search(...args: Parameters<SearchEngine['search']>) {
      queries.push(String(args[0].query ?? ''));
      return super.search(...args);
    }
  })(indexOf(records, INDEX));
  return { engine, queries };
}

describe('warming up the search API before the first reader', () => {
  it('searches each engine for its own page titles, keystroke by keystroke and as a question', () => {
    const { engine, queries } = countingEngine([
      record({ id: 'tabs', lvl1: 'Tabs', url: 'https://example.test/docs/tabs' }),
      record({ id: 'hero', lvl1: 'Hero', url: 'https://example.test/docs/hero' }),
    ]);
    warmUpEngines(new Map([[INDEX, engine]]));
    expect(queries).toEqual(expect.arrayContaining(['t', 'tab', 'tabs', 'how do I use tabs on a page', '"tabs"']));
    expect(queries).toEqual(expect.arrayContaining(['h', 'her', 'hero']));
    // The costly shapes: the titles' first letters, and their words as a phrase with an exclusion.
    expect(queries).toEqual(expect.arrayContaining(['t h', 'tabs hero', '"tabs hero" -tabs']));
    // The refusal of a query over the word limit runs too, and throws nothing.
    expect(queries.at(-1)).toBe(OVER_THE_WORD_LIMIT);
  });

  it('keeps its costly searches within the limits whatever the titles, and runs on an index without titles', () => {
    const long = Array.from({ length: 40 }, (_, at) => `word${at}`).join(' ');
    const { engine, queries } = countingEngine([
      record({ id: 'long', lvl1: long }),
      record({ id: 'short', lvl1: 'Tabs' }),
    ]);
    expect(() => warmUpEngines(new Map([[INDEX, engine]]))).not.toThrow();
    // The title itself, 40 words, is refused; the costly searches take its first 16 words, which a query may have.
    const sixteen = long.split(' ').slice(0, 16).join(' ');
    expect(queries).toEqual(expect.arrayContaining([long, sixteen, `"${sixteen}" -word0`]));
    const { engine: untitled } = countingEngine([record({ id: 'plain', content: 'No title here' })]);
    expect(() => warmUpEngines(new Map([[INDEX, untitled]]))).not.toThrow();
  });

  it('runs the refusal of a query over the word limit, and leaves no trace in the logs or the analytics', async () => {
    const { siteRoot } = await temporarySite();
    const store = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 90 });
    const { stream, lines } = capturedLog();
    const { engine, queries } = countingEngine();
    app = await createServer({
      siteRoot,
      logger: { level: 'info', stream },
      search: {
        engines: new Map([[INDEX, engine]]),
        appId: APP_ID,
        apiKey: API_KEY,
        analytics: { store, adminKey: null },
      },
      warmUp: true,
    });
    expect(queries).toEqual([OVER_THE_WORD_LIMIT]);
    expect(lines).toEqual([]);
    const refused = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${withKeys}`,
      payload: JSON.stringify({ requests: [{ indexName: INDEX, query: OVER_THE_WORD_LIMIT }] }),
    });
    expect(refused.statusCode).toBe(400);

    // A reader's search afterwards is logged and recorded as always.
    const searched = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${withKeys}`,
      payload: JSON.stringify({ requests: [{ indexName: INDEX, query: 'modal' }] }),
    });
    expect(searched.statusCode).toBe(200);
    const messages = lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line).msg);
    // One line per request: the refusal's, then the search's.
    expect(messages).toEqual(['request completed', 'search']);
    await store.flush();
    expect(store.db.prepare('SELECT query FROM searches').all()).toEqual([{ query: 'modal' }]);
  });
});
