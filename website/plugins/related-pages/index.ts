/**
 * Related pages, computed once per build from the docs and posts' sources (`@bulmatic/search/related`): each page's
 * "Related pages" block (remark.ts) and the search index's `related-products` lists come from this one computation.
 * The lists, with what was read of each page, are written beside the build folder, where the index step reads them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { relatedPagesFileFor, type RelatedPagesFile } from '@bulmatic/search/index-format';
import { relatedPages } from '@bulmatic/search/related';
import { pageSources, readSourcePages } from './sourceDocuments';
import { type RelatedLink, setRelatedLinks } from './store';
import { blockLinks } from './blockLinks';

type LoadedPlugins = Record<string, Record<string, unknown> | undefined>;

export default function relatedPagesPlugin(context: LoadContext): Plugin {
  let listsHash = '';
  return {
    name: 'related-pages',
    async allContentLoaded({ allContent }) {
      const content = allContent as LoadedPlugins;
      const docs = content['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = content['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docs || !blog) throw new Error('plugins/related-pages: the site needs the docs and blog plugins');
      const pages = readSourcePages(pageSources(context.siteDir, docs, blog));
      const lists = relatedPages(pages.map((page) => page.document));
      const byPath = new Map(pages.map((page) => [page.document.path, page.document]));
      const file: RelatedPagesFile = {
        pages: pages.map(({ document }) => ({
          path: document.path,
          title: document.title,
          description: document.description,
          related: lists.get(document.path) ?? [],
        })),
        documents: pages.map((page) => page.document),
      };
      const bySourceFile = new Map<string, RelatedLink[]>();
      for (const page of pages) {
        bySourceFile.set(page.sourceFile, blockLinks(lists.get(page.document.path) ?? [], byPath));
      }
      setRelatedLinks(bySourceFile);
      listsHash = createHash('sha256')
        .update(JSON.stringify([...bySourceFile]))
        .digest('hex')
        .slice(0, 12);
      const target = relatedPagesFileFor(context.outDir);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(file));
    },
    // The pages' compiled MDX carries the lists, and the bundler's persistent cache knows nothing of them: a build
    // whose lists changed must not reuse pages compiled with the old ones (webpack's cache, or Rspack's).
    configureWebpack(config) {
      const tag = `-related-${listsHash}`;
      const cache = config.cache;
      if (typeof cache === 'object' && cache !== null && cache.type === 'filesystem') {
        return { cache: { ...cache, version: `${cache.version ?? ''}${tag}` } };
      }
      const experiments = (config as { experiments?: { cache?: { type?: string; version?: string } } }).experiments;
      if (experiments?.cache?.type === 'persistent') {
        return {
          experiments: {
            ...experiments,
            cache: { ...experiments.cache, version: `${experiments.cache.version ?? ''}${tag}` },
          },
        };
      }
      return {};
    },
  };
}
