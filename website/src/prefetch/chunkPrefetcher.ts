type Prefetch = (path: string) => unknown;

/** Docusaurus's generated map: a route's key (its path, a dash and a hash) to the chunk names it needs, nested. */
export type RouteChunkNames = Record<string, unknown>;

export interface ChunkPrefetcherOptions {
  routeChunkNames: RouteChunkNames;
  /** The route paths a page path matches, outermost first (react-router-config's `matchRoutes`). */
  matchRoutePaths: (path: string) => string[];
  /** A chunk name's script URL (Docusaurus's `__webpack_require__.gca`), if the chunk has a script. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Asks the browser to fetch a URL ahead of need. */
  prefetchUrl: (url: string) => void;
  /** The path of the page being shown: its chunks are loaded already. */
  currentPath: string;
}

/** Every chunk name in a route's (nested) entry. */
function chunkNamesIn(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) chunkNamesIn(item, into);
  return into;
}

/**
 * A `prefetch` that asks for each chunk once per page load. Docusaurus's own adds a `<link rel="prefetch">` for
 * every chunk a page needs, about twenty on a docs page, though all but two or three (the page's content and
 * metadata) are the docs layout's, loaded already and asked for again for every link. Each link costs the main
 * thread (and the chunk's URL is looked up through a function that builds two objects of every chunk's name and
 * hash per call): 5 to 20 ms per page here, unthrottled, repeated for every link that comes into view.
 */
export function chunkPrefetcher(options: ChunkPrefetcherOptions): Prefetch {
  const { routeChunkNames, matchRoutePaths, chunkUrl, prefetchUrl, currentPath } = options;
  let chunksByRoute: Map<string, string[]> | undefined;
  const requested = new Set<string>();

  // Built on first use, not at start-up: the map has an entry per route of the site.
  const chunksOf = (path: string): string[] => {
    if (!chunksByRoute) {
      chunksByRoute = new Map();
      for (const [key, names] of Object.entries(routeChunkNames)) {
        const routePath = key.replace(/-[^-]+$/, '');
        chunksByRoute.set(routePath, chunkNamesIn(names, chunksByRoute.get(routePath) ?? []));
      }
      for (const name of matchRoutePaths(currentPath).flatMap((route) => chunksByRoute!.get(route) ?? [])) {
        requested.add(name);
      }
    }
    return matchRoutePaths(path).flatMap((route) => chunksByRoute!.get(route) ?? []);
  };

  return (path: string) => {
    for (const name of chunksOf(path)) {
      if (requested.has(name)) continue;
      requested.add(name);
      const url = chunkUrl(name);
      if (url) prefetchUrl(url);
    }
    return false;
  };
}
