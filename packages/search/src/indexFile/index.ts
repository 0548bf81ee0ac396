/**
 * The index format, the contract between extraction and every place that searches: records and settings, the
 * index file beside a build, and the compact form the browser loads.
 */
export * from './record.js';
export * from './file.js';
export * from './browserManifest.js';
export * from './relatedFile.js';
export { decodeCompactIndex, encodeCompactIndex } from './compact.js';
export type { Synonym } from './synonyms.js';
