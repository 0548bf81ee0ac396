/**
 * `GET /1/indexes/{index}/{objectID}`: Algolia's getObject, one record by its id, optionally limited to some
 * attributes. Answered in the server's own thread from the records it holds: a lookup needs no engine.
 */
import type { FastifyInstance } from 'fastify';
import { echo } from '../engine/echo.js';
import { SearchApiError, badRequest } from '../api/errors.js';
import { retrievalOf, retrieveAttributes } from '../engine/retrieve.js';
import type { IndexRecord } from './searchBackend.js';

/**
 * Algolia's other GET endpoints of the same shape: those names are never record ids on this path, so they stay
 * "unknown API paths" here (we do not serve them) rather than "ObjectID does not exist".
 */
const RESERVED_NAMES = new Set(['settings', 'browse']);

/** `a,b`, `["a","b"]`, or the parameter given several times; `*` is every attribute, `-a` leaves `a` out of `*`. */
export function readAttributeList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((item) => {
      if (typeof item !== 'string') throw badRequest('Invalid value for parameter attributesToRetrieve');
      if (item.startsWith('[')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(item);
        } catch {
          throw badRequest('Invalid value for parameter attributesToRetrieve: malformed JSON');
        }
        if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string')) {
          throw badRequest('Invalid value for parameter attributesToRetrieve: expected a list of strings');
        }
        return parsed as string[];
      }
      return item.split(',');
    })
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Registers getObject on the search API's plugin, whose hooks check credentials and shape errors. */
export function objectRoutes(app: FastifyInstance, indexes: ReadonlyMap<string, readonly IndexRecord[]>): void {
  const byIdCache = new Map<string, Map<string, IndexRecord>>();
  const byId = (index: string) => {
    let records = byIdCache.get(index);
    if (!records) {
      records = new Map(indexes.get(index)!.map((record) => [record.objectID, record]));
      byIdCache.set(index, records);
    }
    return records;
  };

  app.get('/1/indexes/:indexName/:objectID', async (request, reply) => {
    const { indexName, objectID } = request.params as { indexName: string; objectID: string };
    reply.header('cache-control', 'no-store');
    if (RESERVED_NAMES.has(objectID)) {
      throw new SearchApiError(404, `Unknown API path: GET ${echo(request.url.split('?')[0]!)}`);
    }
    if (!indexes.has(indexName)) throw new SearchApiError(404, `Index ${echo(indexName)} does not exist`);
    const attributes = readAttributeList((request.query as Record<string, unknown>).attributesToRetrieve);
    const record = byId(indexName).get(objectID);
    if (!record) throw new SearchApiError(404, 'ObjectID does not exist');
    return attributes === undefined ? record : retrieveAttributes(record, retrievalOf(attributes));
  });
}
