/**
 * Algolia's `attributesToRetrieve`, for search hits and for getObject alike: every attribute (`*`) but the
 * `-excluded` ones, or only those listed, by dotted path; `objectID` always. The paths come from requests, so a
 * record is read through its own properties only and written with plain properties (`__proto__` is just a name).
 */
import { keysOf } from './attributes.js';

/** The attributes to retrieve, with their paths split once for all the records of a request. */
export interface Retrieval {
  all: boolean;
  paths: (readonly string[])[];
  excluded: (readonly string[])[];
}

export function retrievalOf(attributes: readonly string[]): Retrieval {
  return {
    all: attributes.includes('*'),
    paths: attributes.filter((name) => name !== '*' && !name.startsWith('-')).map(keysOf),
    excluded: attributes.filter((name) => name.startsWith('-')).map((name) => keysOf(name.slice(1))),
  };
}

export function retrieveAttributes<T extends { objectID: string }>(record: T, retrieval: Retrieval): T {
  let retrieved: Record<string, unknown>;
  if (retrieval.all) {
    retrieved = copyOf(record) as Record<string, unknown>;
    for (const path of retrieval.excluded) deleteOwnValueAt(retrieved, path);
  } else {
    retrieved = {};
    for (const path of retrieval.paths) {
      const value = ownValueAt(record, path);
      if (value !== ABSENT) setOwnValueAt(retrieved, path, value);
    }
  }
  retrieved.objectID = record.objectID;
  return retrieved as T;
}

/** A copy of a record (plain JSON values), so that what is returned can be changed without touching the index. */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
  return copy;
}

/** What ownValueAt returns for a path the record does not have (rather than a new object per path and hit). */
const ABSENT = Symbol('absent');

/** Reads a nested attribute (`hierarchy.lvl1`) through the record's own properties only. */
function ownValueAt(record: unknown, path: readonly string[]): unknown {
  let node = record;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return ABSENT;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Writes a nested attribute as plain properties, whatever the keys' names. */
function setOwnValueAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  const last = path.length - 1;
  for (let depth = 0; depth < last; depth++) {
    const key = path[depth]!;
    if (!Object.hasOwn(node, key) || typeof node[key] !== 'object' || node[key] === null) setOwn(node, key, {});
    node = node[key] as Record<string, unknown>;
  }
  setOwn(node, path[last]!, value);
}

/**
 * `object[key] = value`, except that `__proto__` becomes a property of that name rather than a new prototype.
 * Only that key needs defineProperty, which would otherwise turn every hit into a slow dictionary-mode object.
 */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

function deleteOwnValueAt(target: Record<string, unknown>, path: readonly string[]): void {
  const parent = ownValueAt(target, path.slice(0, -1));
  if (parent !== ABSENT && parent !== null && typeof parent === 'object') {
    delete (parent as Record<string, unknown>)[path[path.length - 1]!];
  }
}
