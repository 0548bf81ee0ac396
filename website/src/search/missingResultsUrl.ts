/**
 * Where the no-results screen's 'Let us know.' link goes: a new issue in the site's source repository, with the
 * query and the page the reader searched from already filled in, so the report takes one click.
 */
export function missingResultsUrl(repositoryUrl: string, query: string, searchedFrom: string): string {
  const title = `Search: no results for "${query}"`;
  const body = [
    `Searching the docs for \`${query}\` returned no results.`,
    '',
    `Searched from: ${searchedFrom}`,
    '',
    'What I was looking for:',
    '',
  ].join('\n');
  const params = new URLSearchParams({ title, body });
  return `${repositoryUrl.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}
