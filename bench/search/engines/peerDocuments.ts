/**
 * The records as the peer engines index them: flat documents (neither lunr nor MiniSearch reads nested fields by
 * default) with entities decoded, so they index the text a reader sees, as our engine does.
 */
import { HIERARCHY_LEVELS, type SearchIndexFile } from '../../../packages/search/src/indexFile/record.js';
import { pagePath } from '../indexFile.js';

export const PEER_FIELDS = [...HIERARCHY_LEVELS, 'content'] as const;
export type PeerField = (typeof PEER_FIELDS)[number];

export type PeerDocument = { id: number; page: string } & Record<PeerField, string>;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities the extractor writes (`&lt;`, `&#39;`, ...); unknown names are left as they are. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function peerDocuments(index: SearchIndexFile): PeerDocument[] {
  return index.records.map((record, id) => {
    const document = { id, page: pagePath(record.url_without_anchor) } as PeerDocument;
    for (const level of HIERARCHY_LEVELS) document[level] = decodeEntities(record.hierarchy[level] ?? '');
    document.content = decodeEntities(record.content ?? '');
    return document;
  });
}
