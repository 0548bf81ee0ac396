import { SYNONYM_TYPES, type Synonym, type SynonymType } from './synonyms.js';

/**
 * Algolia's API also takes the all-lowercase spellings of the type names (and its dashboard exports use them), so a
 * file exported from Algolia reads as it is. We keep one spelling from then on.
 */
const TYPE_ALIASES: Record<string, SynonymType> = {
  synonym: 'synonym',
  oneWaySynonym: 'oneWaySynonym',
  onewaysynonym: 'oneWaySynonym',
  altCorrection1: 'altCorrection1',
  altcorrection1: 'altCorrection1',
  altCorrection2: 'altCorrection2',
  altcorrection2: 'altCorrection2',
};

/** The fields each kind must have besides `objectID` and `type`, and the only ones it may have. */
const FIELDS: Record<SynonymType, readonly string[]> = {
  synonym: ['synonyms'],
  oneWaySynonym: ['input', 'synonyms'],
  altCorrection1: ['word', 'corrections'],
  altCorrection2: ['word', 'corrections'],
};

export class SynonymsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SynonymsError';
  }
}

type Entry = Record<string, unknown>;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Case and runs of spaces do not make two phrases different to a search, so they do not make them different here. */
const comparable = (phrase: string) => phrase.toLowerCase().replace(/\s+/g, ' ');

/** Checks one entry and returns it with the canonical type name and only Algolia's fields. */
function validateEntry(entry: unknown, where: string): Synonym {
  function fail(problem: string): never {
    throw new SynonymsError(`${where}: ${problem}`);
  }
  if (!isObject(entry)) fail('is not an object');

  const { objectID, type } = entry;
  if (typeof objectID !== 'string' || objectID.trim() === '') fail('needs an objectID, a non-empty string');
  if (objectID.trim() !== objectID) fail('has spaces around its objectID');

  if (type === 'placeholder') {
    fail('is a placeholder synonym, which our engine does not support (records would need the placeholder token)');
  }
  const kind = typeof type === 'string' && Object.hasOwn(TYPE_ALIASES, type) ? TYPE_ALIASES[type] : undefined;
  if (!kind) fail(`has an unknown type ${JSON.stringify(type)} (expected one of ${SYNONYM_TYPES.join(', ')})`);

  const allowed = new Set(['objectID', 'type', ...FIELDS[kind]]);
  const unknown = Object.keys(entry).filter((key) => !allowed.has(key));
  if (unknown.length > 0) fail(`has fields a ${kind} does not take: ${unknown.join(', ')}`);

  const fields = entry;
  function checkedPhrase(value: unknown, name: string): string {
    if (typeof value !== 'string') fail(`${name} must be a string`);
    if (value.trim() === '') fail(`${name} is empty`);
    if (value.trim() !== value) fail(`${name} ${JSON.stringify(value)} has spaces around it`);
    return value;
  }
  function phrase(field: string): string {
    if (fields[field] === undefined) fail(`needs ${field}`);
    return checkedPhrase(fields[field], field);
  }
  function phrases(field: string, minimum: number): string[] {
    const list = fields[field];
    if (list === undefined) fail(`needs ${field}`);
    if (!Array.isArray(list)) fail(`${field} must be an array of strings`);
    if (list.length < minimum) fail(`${field} needs at least ${minimum} ${minimum === 1 ? 'phrase' : 'phrases'}`);
    const seen = new Set<string>();
    return list.map((item: unknown, position) => {
      const text = checkedPhrase(item, `${field}[${position}]`);
      if (seen.has(comparable(text))) fail(`${field} lists ${JSON.stringify(text)} twice`);
      seen.add(comparable(text));
      return text;
    });
  }
  function notItsOwnTarget(source: string, targets: string[], field: string): void {
    if (targets.some((target) => comparable(target) === comparable(source))) {
      fail(`${field} repeats ${JSON.stringify(source)}, the phrase it is for`);
    }
  }

  const id = objectID;
  switch (kind) {
    case 'synonym':
      // One phrase alone has nothing to be equivalent to.
      return { objectID: id, type: kind, synonyms: phrases('synonyms', 2) };
    case 'oneWaySynonym': {
      const input = phrase('input');
      const synonyms = phrases('synonyms', 1);
      notItsOwnTarget(input, synonyms, 'synonyms');
      return { objectID: id, type: kind, input, synonyms };
    }
    case 'altCorrection1':
    case 'altCorrection2': {
      const word = phrase('word');
      const corrections = phrases('corrections', 1);
      notItsOwnTarget(word, corrections, 'corrections');
      return { objectID: id, type: kind, word, corrections };
    }
  }
}

/**
 * Checks that `value` is an array of Algolia synonym objects our engine can apply and returns them with canonical type
 * names. `source` (a file name, say) starts every error message, which also names the entry by index and objectID.
 */
export function validateSynonyms(value: unknown, source: string): Synonym[] {
  if (!Array.isArray(value)) {
    throw new SynonymsError(`${source}: expected an array of Algolia synonym objects, found ${describe(value)}`);
  }
  const firstIndexOf = new Map<string, number>();
  return value.map((entry, index) => {
    const objectID = isObject(entry) && typeof entry.objectID === 'string' ? entry.objectID : null;
    const where = `${source}: entry ${index}${objectID !== null ? ` (objectID ${JSON.stringify(objectID)})` : ''}`;
    const synonym = validateEntry(entry, where);
    const earlier = firstIndexOf.get(synonym.objectID);
    if (earlier !== undefined) {
      throw new SynonymsError(
        `${where}: has the same objectID as entry ${earlier}; Algolia would keep only one of them`,
      );
    }
    firstIndexOf.set(synonym.objectID, index);
    return synonym;
  });
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
