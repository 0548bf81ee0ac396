/**
 * lunr 2.3.9 with default settings, the engine behind docusaurus-lunr-search and @easyops-cn/docusaurus-search-local.
 */
import lunr from 'lunr';
import { distinctPages, lastWordIsPrefix, type BenchEngine } from './engine.js';
import { PEER_FIELDS, type PeerDocument } from './peerDocuments.js';

/**
 * lunr reads `field:term`, `term~1`, `term^10`, `term*` and leading `+`/`-` as query syntax, and throws on some of
 * it (a trailing `:`, `~` or `^`, a lone `+` or `-`). The plugins escape what a visitor types, so this does too,
 * minimally: `:~^*` everywhere, `+` and `-` only at the start of a word. A hyphen inside a word is already a term
 * separator for lunr's lexer; escaping it would glue `react-docgen` into one term that is never in the index.
 */
export function escapeLunrQuery(query: string): string {
  return query.replace(
    /(^|\s)([+-])|([:~^*])/g,
    (_match, before: string | undefined, presence: string | undefined, special: string | undefined) =>
      presence !== undefined ? `${before ?? ''}\\${presence}` : `\\${special}`,
  );
}

export const LUNR_ESCAPING = 'escapes `:~^*`, and `+`/`-` at the start of a word, with a backslash';

export function createLunrEngine(documents: PeerDocument[]): BenchEngine {
  const index = lunr(function () {
    this.ref('id');
    for (const field of PEER_FIELDS) this.field(field);
    for (const document of documents) this.add(document);
  });
  const rejected: string[] = [];
  const search = (query: string) => index.search(escapeLunrQuery(query));
  // As lunr reads `word*` typed into its query syntax: the words through lunr's tokenizer and pipeline, the last one
  // with a trailing wildcard and without the pipeline (a stemmed prefix would miss its completions). Built with the
  // query builder, so nothing a reader types can be read as syntax.
  const keystroke = (typed: string) =>
    index.query((query) => {
      const tokens = lunr.tokenizer(typed);
      const prefix = lastWordIsPrefix(typed);
      tokens.forEach((token, position) => {
        if (prefix && position === tokens.length - 1) {
          query.term(token.toString(), { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
        } else query.term(token.toString(), {});
      });
    });
  return {
    name: 'lunr',
    setup: `lunr ${lunr.version}, default pipeline, fields lvl0..lvl6 and content unboosted; query ${LUNR_ESCAPING}`,
    rejected,
    rankPages(query) {
      try {
        return distinctPages(search(query).map((result) => documents[Number(result.ref)]!.page));
      } catch (error) {
        rejected.push(`${query}: ${(error as Error).message}`);
        return [];
      }
    },
    timings: [
      {
        label: 'lunr: index.search',
        run: (query) => {
          try {
            return search(query);
          } catch {
            return [];
          }
        },
      },
    ],
    keystrokes: [{ label: 'lunr: query, last word a trailing wildcard', run: keystroke }],
  };
}
