/**
 * `GET /1/indexes/{index}/{objectID}`: Algolia's getObject, one record by its id, optionally limited to some
 * attributes. Answered in the server's own thread from the records it holds: a lookup needs no engine.
 */
import type {FastifyInstance} from 'fastify';
import {SearchApiError, badRequest} from '../engine/errors.js';
import type {IndexRecord} from './searchBackend.js';

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

/** Reads a nested attribute (`hierarchy.lvl1`) through the record's own properties only. */
function ownValueAt(record: unknown, path: readonly string[]): {found: boolean; value?: unknown} {
  let node = record;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return {found: false};
    node = (node as Record<string, unknown>)[key];
  }
  return {found: true, value: node};
}

/** Writes a nested attribute. Keys come from the request, so `__proto__` is written as a plain property. */
function setOwnValueAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  path.forEach((key, depth) => {
    if (depth === path.length - 1) {
      Object.defineProperty(node, key, {value, enumerable: true, writable: true, configurable: true});
      return;
    }
    if (!Object.hasOwn(node, key) || typeof node[key] !== 'object' || node[key] === null) {
      Object.defineProperty(node, key, {value: {}, enumerable: true, writable: true, configurable: true});
    }
    node = node[key] as Record<string, unknown>;
  });
}

function deleteOwnValueAt(target: Record<string, unknown>, path: readonly string[]): void {
  const parent = ownValueAt(target, path.slice(0, -1));
  if (parent.found && parent.value !== null && typeof parent.value === 'object') {
    delete (parent.value as Record<string, unknown>)[path[path.length - 1]!];
  }
}

/** The record limited to `attributes` (all of it without a list); `objectID` is always kept, as in Algolia. */
export function retrieveAttributes(record: IndexRecord, attributes: readonly string[] | undefined): IndexRecord {
  if (attributes === undefined) return record;
  const excluded = attributes.filter((name) => name.startsWith('-')).map((name) => name.slice(1).split('.'));
  let retrieved: Record<string, unknown>;
  if (attributes.includes('*')) {
    retrieved = structuredClone(record);
    for (const path of excluded) deleteOwnValueAt(retrieved, path);
  } else {
    retrieved = {};
    for (const name of attributes.filter((attribute) => !attribute.startsWith('-'))) {
      const path = name.split('.');
      const {found, value} = ownValueAt(record, path);
      if (found) setOwnValueAt(retrieved, path, value);
    }
  }
  retrieved.objectID = record.objectID;
  return retrieved as IndexRecord;
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
    const {indexName, objectID} = request.params as {indexName: string; objectID: string};
    reply.header('cache-control', 'no-store');
    if (RESERVED_NAMES.has(objectID)) {
      throw new SearchApiError(404, `Unknown API path: GET ${request.url.split('?')[0]}`);
    }
    if (!indexes.has(indexName)) throw new SearchApiError(404, `Index ${indexName} does not exist`);
    const attributes = readAttributeList((request.query as Record<string, unknown>).attributesToRetrieve);
    const record = byId(indexName).get(objectID);
    if (!record) throw new SearchApiError(404, 'ObjectID does not exist');
    return retrieveAttributes(record, attributes);
  });
}
