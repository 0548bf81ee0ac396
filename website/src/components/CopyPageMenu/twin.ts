/**
 * Where a page's Markdown twin lives: the page's own path plus `.md` (`/docs/api/elements/button` ->
 * `/docs/api/elements/button.md`). The site has no trailing slashes, so a path that arrives with one (a hand-typed
 * URL) is read as the page without it.
 */
export function markdownTwinPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The twin's absolute URL, the one an assistant outside the site can read. */
export function markdownTwinUrl(siteUrl: string, twinPath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${twinPath}`;
}
