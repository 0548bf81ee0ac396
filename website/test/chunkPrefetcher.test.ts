import { describe, expect, it } from 'vitest';
import { chunkPrefetcher, type RouteChunkNames } from '../src/prefetch/chunkPrefetcher';

// The shape Docusaurus generates: route key (path, dash, hash) to nested chunk names.
const ROUTE_CHUNK_NAMES: RouteChunkNames = {
  '/docs-1a2': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
  '/docs-3b4': { __comp: 'docVersionRoot', __props: 'versionProps' },
  '/docs/box-5c6': { __comp: 'docItem', content: 'boxContent' },
  '/docs/tag-7d8': { __comp: 'docItem', content: 'tagContent' },
  '/blog-9e0': { __comp: 'blogList', items: [{ content: 'post1' }, { content: 'post2' }] },
};

const ROUTES: Record<string, string[]> = {
  '/docs/box': ['/docs', '/docs/box'],
  '/docs/tag': ['/docs', '/docs/tag'],
  '/blog': ['/blog'],
};

function prefetcher(currentPath: string, chunkUrl = (name: string): string | undefined => `/js/${name}.js`) {
  const fetched: string[] = [];
  const prefetch = chunkPrefetcher({
    routeChunkNames: ROUTE_CHUNK_NAMES,
    matchRoutePaths: (path) => ROUTES[path] ?? [],
    chunkUrl,
    prefetchUrl: (url) => fetched.push(url),
    currentPath,
  });
  return { prefetch, fetched };
}

describe('chunkPrefetcher', () => {
  it("asks only for the chunks the page being shown has not loaded, each once, every nesting level's included", () => {
    const { prefetch, fetched } = prefetcher('/docs/box');
    expect(prefetch('/docs/tag')).toBe(false);
    expect(fetched).toEqual(['/js/tagContent.js']);

    prefetch('/docs/tag');
    prefetch('/blog');
    expect(fetched).toEqual(['/js/tagContent.js', '/js/blogList.js', '/js/post1.js', '/js/post2.js']);
  });

  it('asks for every chunk of a page from elsewhere, shared layout chunks once', () => {
    const { prefetch, fetched } = prefetcher('/blog');
    prefetch('/docs/box');
    prefetch('/docs/tag');
    expect(fetched).toEqual([
      '/js/docsRoot.js',
      '/js/docsPlugin.js',
      '/js/docVersionRoot.js',
      '/js/versionProps.js',
      '/js/docItem.js',
      '/js/boxContent.js',
      '/js/tagContent.js',
    ]);
  });

  it('skips chunks without a script of their own and paths that match no route', () => {
    const { prefetch, fetched } = prefetcher('/blog', (name) =>
      name.startsWith('doc') ? undefined : `/js/${name}.js`,
    );
    prefetch('/nowhere');
    prefetch('/docs/box');
    expect(fetched).toEqual(['/js/versionProps.js', '/js/boxContent.js']);
  });
});
