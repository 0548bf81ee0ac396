import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callingModuleUrl } from '../callingModule.js';
import type { Synonym } from '../indexFile/synonyms.js';
import { SynonymsError, validateSynonyms } from '../indexFile/validateSynonyms.js';

/** The reviewed synonyms of this site's domain, kept in the repository and built into every index file. */
// Not `import.meta.url`: the end-to-end tests reach this module through a loader that rejects it (callingModule.ts).
export const SYNONYMS_FILE = path.resolve(path.dirname(fileURLToPath(callingModuleUrl())), '../../synonyms.json');

/** Reads and checks a JSON file holding an array of Algolia synonym objects; errors name the file. */
export function readSynonymsFile(file: string): Synonym[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SynonymsError(`Cannot read the synonyms file ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SynonymsError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return validateSynonyms(parsed, file);
}
