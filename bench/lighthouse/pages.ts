/**
 * Which pages are measured on each site, paired by kind so a row of ours sits next to its closest stock page.
 * A kind the stock site has no page for carries the reason instead of a stand-in page.
 */

/** Ours, stock Docusaurus, or ours built without a start-up change (variants.ts). */
export type SiteName = 'bulmatic' | 'stock' | `without ${string}`;

export interface PageKind {
  /** Short label for the tables. */
  kind: string;
  /** Our page. */
  ours: string;
  /** The stock template's closest page, or why it has none. */
  stock: string | { missing: string };
}

export const PAGE_KINDS: readonly PageKind[] = [
  { kind: 'home', ours: '/', stock: '/' },
  { kind: 'guide', ours: '/docs/guides/intro', stock: '/docs/intro' },
  // The template's richest doc (tabs, code blocks, admonitions, MDX) stands in for an API page with live examples.
  { kind: 'API page', ours: '/docs/api/elements/button', stock: '/docs/tutorial-basics/markdown-features' },
  { kind: 'blog post', ours: '/blog/welcome', stock: '/blog/welcome' },
  {
    kind: 'search',
    ours: '/search?q=button',
    stock: { missing: 'the classic template has no search plugin, so it has no /search page' },
  },
];

/** The path measured for a kind on a site, or null where the site has no such page. */
export function pathFor(page: PageKind, site: SiteName): string | null {
  if (site !== 'stock') return page.ours;
  return typeof page.stock === 'string' ? page.stock : null;
}

/**
 * The page kinds `LIGHTHOUSE_PAGES` names (comma-separated, as in the tables: `home,API page`), or all of them.
 * An unknown kind fails before anything runs.
 */
export function pageKindsWanted(raw = process.env.LIGHTHOUSE_PAGES?.trim() ?? ''): readonly PageKind[] {
  if (raw === '') return PAGE_KINDS;
  return raw.split(',').map((name) => {
    const page = PAGE_KINDS.find(({ kind }) => kind === name.trim());
    if (!page)
      throw new Error(
        `LIGHTHOUSE_PAGES names no page kind: "${name.trim()}" (known: ${PAGE_KINDS.map(({ kind }) => kind).join(', ')})`,
      );
    return page;
  });
}
