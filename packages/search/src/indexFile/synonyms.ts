/**
 * Synonyms in Algolia's format, with Algolia's field names, so the same objects serve our engine (through the index
 * file) and hosted Algolia (through `search:push`). This module is types only: the engine, which must run in a
 * browser worker too, can import it without pulling in Node.
 */

/** Every phrase in `synonyms` matches every other one, both ways. */
export interface RegularSynonym {
  objectID: string;
  type: 'synonym';
  synonyms: string[];
}

/** A query containing `input` also matches records that contain one of `synonyms`; not the other way round. */
export interface OneWaySynonym {
  objectID: string;
  type: 'oneWaySynonym';
  input: string;
  synonyms: string[];
}

/**
 * A query containing `word` also matches records that contain one of `corrections`, ranked as if reached with one
 * (`altCorrection1`) or two (`altCorrection2`) typos, so records with the word itself come first.
 */
export interface AltCorrection {
  objectID: string;
  type: 'altCorrection1' | 'altCorrection2';
  word: string;
  corrections: string[];
}

/** The synonym kinds our engine applies. Algolia's fifth, `placeholder`, is refused when a file is read. */
export type Synonym = RegularSynonym | OneWaySynonym | AltCorrection;

export type SynonymType = Synonym['type'];

export const SYNONYM_TYPES: readonly SynonymType[] = ['synonym', 'oneWaySynonym', 'altCorrection1', 'altCorrection2'];
