/**
 * What AI assistants read, written after the site is built, from the site's own output: a Markdown twin of every
 * docs page and blog post beside its HTML (`/docs/api/elements/button.md`), `/llms.txt`, `/llms-full.txt`, and
 * `/llms-manifest.json` for the docs' MCP server. Built from the HTML, the props tables' docgen data and the CSS
 * variables tables' data, the twins cannot drift from the pages.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { markdownTwinPath } from '../../src/components/CopyPageMenu/twin';
import { MANIFEST_FILE } from '@bulmatic/search/mcp';
import { libraryCssVariables } from '../css-variables/bulmaVariables';
import { libraryProps } from '../props-table/docgen';
import { liveScope } from './liveScope';
import { llmsFullTxt, llmsTxt } from './llmsFiles';
import { docsManifest } from './manifest';
import { blogPages, docsPages } from './sitePages';
import { makeTwin, type Twin } from './twins';

const libraryPackage = fileURLToPath(new URL('../../../packages/bulmatic/package.json', import.meta.url));

function contentOf<T>(
  plugins: ReadonlyArray<{ name: string; options: { id?: string }; content: unknown }>,
  name: string,
): T {
  const plugin = plugins.find(
    (candidate) => candidate.name === name && (candidate.options.id ?? 'default') === 'default',
  );
  if (!plugin) throw new Error(`plugins/llms: the site has no ${name}`);
  return plugin.content as T;
}

function write(outDir: string, file: string, text: string): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.siteConfig.baseUrl}`.replace(/\/+$/, '');
  return {
    name: 'llms-files',
    async postBuild({ outDir, plugins }) {
      const { name, version } = JSON.parse(readFileSync(libraryPackage, 'utf8')) as { name: string; version: string };
      const library = { name, version };
      const props = libraryProps();
      const cssVariables = libraryCssVariables();
      const twinContext = { siteUrl, outDir, library, props, cssVariables, scope: liveScope() };
      const pages = [
        ...docsPages(contentOf<DocsContent>(plugins, 'docusaurus-plugin-content-docs')),
        ...blogPages(contentOf<BlogContent>(plugins, 'docusaurus-plugin-content-blog')),
      ];
      const twins: Twin[] = pages.map((page) => makeTwin(page, twinContext));
      for (const twin of twins) write(outDir, markdownTwinPath(twin.page.path), twin.markdown);
      const site = { title: context.siteConfig.title, tagline: context.siteConfig.tagline, siteUrl, library };
      write(outDir, 'llms.txt', llmsTxt(site, twins));
      write(outDir, 'llms-full.txt', llmsFullTxt(site, twins));
      write(outDir, MANIFEST_FILE, JSON.stringify(docsManifest(twins, { props, cssVariables }, { siteUrl, library })));
    },
  };
}
