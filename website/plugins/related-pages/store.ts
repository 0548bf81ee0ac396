/**
 * The related lists of the pages being built, shared between the plugin that computes them (once the docs and
 * blog content are loaded) and the remark plugin that writes them into each page as it compiles. Kept on
 * globalThis: Docusaurus loads a plugin and the config's remark plugins as separate module instances.
 */

/** What a page's "Related pages" block shows of each page it names. */
export interface RelatedLink {
  path: string;
  title: string;
  description: string;
}

const KEY = Symbol.for('bulmatic.relatedPages');

type Store = { bySourceFile: Map<string, RelatedLink[]> };

function store(): Store {
  const holder = globalThis as { [KEY]?: Store };
  holder[KEY] ??= { bySourceFile: new Map() };
  return holder[KEY];
}

export function setRelatedLinks(bySourceFile: Map<string, RelatedLink[]>): void {
  store().bySourceFile = bySourceFile;
}

/** The block's links for the page compiled from `sourceFile`, or undefined for a file that is not a page. */
export function relatedLinksOf(sourceFile: string): RelatedLink[] | undefined {
  return store().bySourceFile.get(sourceFile);
}
