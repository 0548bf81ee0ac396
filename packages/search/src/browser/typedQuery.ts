/** The query of a search request's first search (DocSearch sends one), for fetching the index's pieces ahead. */
export function typedQuery(body: string): string {
  try {
    const [first] = (JSON.parse(body) as { requests?: { query?: unknown; params?: unknown }[] }).requests ?? [];
    if (typeof first?.query === 'string') return first.query;
    if (typeof first?.params === 'string') return new URLSearchParams(first.params).get('query') ?? '';
  } catch {
    // Not JSON: the answer says so; there is nothing to fetch ahead for.
  }
  return '';
}
