/**
 * The words of a missing page's path, as a search query: `/docs/api/elements/buton` asks for "elements buton".
 *
 * The path is split at `/ - _ .` (and at spaces, once `%20` is decoded). What every path of the site shares
 * ("docs", "api", "blog"), file extensions, blog dates (numbers only) and single letters name no page: left out.
 */
const NOT_WORDS = new Set(['docs', 'api', 'blog', 'html', 'htm', 'md', 'mdx']);

/** DocSearch's input stops at 64 characters; a query from a path stays within what a reader could type. */
const MAX_QUERY_LENGTH = 64;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function queryFromPath(pathname: string): string {
  const words: string[] = [];
  for (const segment of decoded(pathname).split(/[\s/\-_.]+/)) {
    const word = segment.trim().toLowerCase();
    if (word.length < 2 || /^\d+$/.test(word) || NOT_WORDS.has(word) || words.includes(word)) continue;
    if ([...words, word].join(' ').length > MAX_QUERY_LENGTH) break;
    words.push(word);
  }
  return words.join(' ');
}
