import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** One request as the fake Algolia saw it, body already decompressed and parsed. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface FakeIndex {
  settings: Record<string, unknown>;
  records: Map<string, Record<string, unknown>>;
  synonyms: Map<string, Record<string, unknown>>;
}

export interface FakeAlgolia {
  port: number;
  requests: RecordedRequest[];
  indices: Map<string, FakeIndex>;
  close(): Promise<void>;
}

interface Keys {
  appId: string;
  /** Has every right. */
  adminKey: string;
  /** Exists but may only search, like the key the site ships. */
  searchKey: string;
}

const algoliaError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message, status });

/** The synonym types Algolia's API takes, in both of the spellings it accepts. */
const SYNONYM_TYPES = new Set([
  'synonym',
  'onewaysynonym',
  'oneWaySynonym',
  'altcorrection1',
  'altCorrection1',
  'altcorrection2',
  'altCorrection2',
  'placeholder',
]);

/**
 * A local stand-in for Algolia's write API, answering the endpoints algoliasearch v5 uses for `setSettings`,
 * `saveSynonyms`, `clearSynonyms`, `replaceAllObjects` and `waitForTask` the way Algolia documents them, and keeping
 * just enough state (records, settings and synonyms per index, copy and move) for a test to check what the index
 * ends up holding.
 */
export async function startFakeAlgolia(keys: Keys): Promise<FakeAlgolia> {
  const app: FastifyInstance = Fastify({ logger: false });
  const requests: RecordedRequest[] = [];
  const indices = new Map<string, FakeIndex>();
  let nextTaskID = 1;
  const task = () => nextTaskID++;
  const now = () => new Date().toISOString();
  const indexNamed = (name: string) => {
    let index = indices.get(name);
    if (!index) indices.set(name, (index = { settings: {}, records: new Map(), synonyms: new Map() }));
    return index;
  };

  // The client sends JSON as text/plain, gzipped above a size threshold: take every body raw and decode it here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    try {
      const raw = request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      done(null, raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://fake');
    const path = url.pathname;
    requests.push({
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: request.body,
    });

    const appId = request.headers['x-algolia-application-id'];
    const apiKey = request.headers['x-algolia-api-key'];
    if (appId !== keys.appId || (apiKey !== keys.adminKey && apiKey !== keys.searchKey)) {
      return algoliaError(reply, 403, 'Invalid Application-ID or API key');
    }
    // Every endpoint here needs a write right (addObject, deleteIndex, editSettings) that a search key lacks.
    if (apiKey === keys.searchKey) {
      return algoliaError(reply, 403, 'Method not allowed with this API key');
    }

    const match = /^\/1\/indexes\/([^/]+)(\/.*)?$/.exec(path);
    if (!match) return algoliaError(reply, 404, 'Not Found');
    const indexName = decodeURIComponent(match[1]!);
    const rest = match[2] ?? '';
    const body = (request.body ?? {}) as Record<string, any>;

    if (request.method === 'PUT' && rest === '/settings') {
      Object.assign(indexNamed(indexName).settings, body);
      return { taskID: task(), updatedAt: now() };
    }
    if (request.method === 'POST' && rest === '/batch') {
      const index = indexNamed(indexName);
      const objectIDs: string[] = [];
      for (const { action, body: object } of body.requests as { action: string; body: Record<string, unknown> }[]) {
        if (action !== 'addObject') return algoliaError(reply, 400, `Unexpected action ${action}`);
        index.records.set(String(object.objectID), object);
        objectIDs.push(String(object.objectID));
      }
      return { taskID: task(), objectIDs };
    }
    // POST /1/indexes/{indexName}/synonyms/batch: the body is an array of synonym objects, each added or replaced by
    // objectID; `replaceExistingSynonyms=true` in the query string first deletes every synonym the index has.
    if (request.method === 'POST' && rest === '/synonyms/batch') {
      if (!Array.isArray(request.body)) return algoliaError(reply, 400, 'Synonyms must be sent as an array');
      for (const synonym of request.body as Record<string, unknown>[]) {
        if (typeof synonym?.objectID !== 'string' || !SYNONYM_TYPES.has(synonym.type as string)) {
          return algoliaError(reply, 400, 'Invalid synonym: objectID and a known type are required');
        }
      }
      const index = indexNamed(indexName);
      if (url.searchParams.get('replaceExistingSynonyms') === 'true') index.synonyms.clear();
      for (const synonym of request.body as Record<string, unknown>[])
        index.synonyms.set(synonym.objectID as string, synonym);
      return { taskID: task(), updatedAt: now() };
    }
    if (request.method === 'POST' && rest === '/synonyms/clear') {
      indices.get(indexName)?.synonyms.clear();
      return { taskID: task(), updatedAt: now() };
    }
    if (request.method === 'POST' && rest === '/operation') {
      const source = indices.get(indexName);
      const { operation, destination, scope } = body as { operation: string; destination: string; scope?: string[] };
      if (operation === 'copy') {
        // Copying a missing index creates an empty one; with a scope only those parts are copied.
        const target = indexNamed(destination);
        if (!scope || scope.includes('settings')) target.settings = { ...(source?.settings ?? {}) };
        if (!scope || scope.includes('synonyms')) target.synonyms = new Map(source?.synonyms ?? []);
        if (!scope) target.records = new Map(source?.records ?? []);
      } else if (operation === 'move') {
        // Moving a missing index is ignored without an error.
        if (source) {
          indices.set(destination, source);
          indices.delete(indexName);
        }
      } else {
        return algoliaError(reply, 400, `Unknown operation ${operation}`);
      }
      return { taskID: task(), updatedAt: now() };
    }
    if (request.method === 'GET' && /^\/task\/\d+$/.test(rest)) {
      return { status: 'published', pendingTask: false };
    }
    if (request.method === 'DELETE' && rest === '') {
      indices.delete(indexName);
      return { taskID: task(), deletedAt: now() };
    }
    return algoliaError(reply, 404, 'Not Found');
  };

  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: '/*', handler: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    requests,
    indices,
    close: () => app.close(),
  };
}
