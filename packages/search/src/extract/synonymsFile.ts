import { readFileSync } from 'node:fs';
import type { Synonym } from '../indexFile/synonyms.js';
import { SynonymsError, validateSynonyms } from '../indexFile/validateSynonyms.js';

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
