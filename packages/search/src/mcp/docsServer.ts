/**
 * The docs' MCP server: its tools and resources, whatever the transport. The stdio command connects one to a pipe;
 * the HTTP route builds one per request (stateless). Everything it answers comes from the build: the manifest, the
 * Markdown twins and the search index.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import type { DocsSearch } from './docsSearch.js';
import { echo } from './echo.js';
import { formatComponent, formatComponentList, formatPageLinks, formatSearchHits } from './format.js';
import type { DocsComponent, DocsManifest } from './manifest.js';
import { closestNames, nameKey } from './names.js';
import { PageIndex } from './pages.js';

/** What a docs server answers from, read once per process (not per request). */
export interface Docs {
  pages: PageIndex;
  manifest: DocsManifest;
  /** Components by `nameKey`, so `Card.Header` finds `CardHeader`. */
  components: ReadonlyMap<string, DocsComponent>;
  /** The site's search; without it there is no `search_docs` tool. */
  search: DocsSearch | null;
}

export const SERVER_NAME = 'bulmatic-docs';
/** Longest query or path accepted: far above any real one, and it bounds what one call can cost. */
export const MAX_ARGUMENT_LENGTH = 512;
export const MAX_SEARCH_RESULTS = 20;
export const DEFAULT_SEARCH_RESULTS = 8;
/** Pages named after a page (its related pages) or after a search that found nothing (popular pages). */
export const SUGGESTED_PAGES = 5;

export function docsOf(siteRoot: string, manifest: DocsManifest, search: DocsSearch | null): Docs {
  return {
    pages: new PageIndex(siteRoot, manifest),
    manifest,
    components: new Map(manifest.components.map((component) => [nameKey(component.name), component])),
    search,
  };
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const toolError = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }], isError: true });

const FINDING_PAGES =
  'Find pages with search_docs, or list them as resources (resources/list); ' +
  'a page path looks like /docs/getting-started or /docs/api/elements/button.';

function instructionsFor(docs: Docs): string {
  const { library } = docs.manifest;
  return [
    `Documentation of ${library.name} ${library.version}, React components for the Bulma CSS framework, ` +
      `from the site ${docs.manifest.siteUrl}.`,
    ...(docs.search ? ["search_docs finds pages for a question or keywords (the site's own search)."] : []),
    'get_page returns a page as Markdown, by path or URL, followed by its related pages.',
    "list_components lists every component by category; get_component gives one component's props with types " +
      'and defaults, its Bulma CSS variables, runnable examples, accessibility notes and related components.',
    'Every page is also a resource (its Markdown twin).',
    `Answers describe ${library.name} ${library.version} only.`,
  ].join(' ');
}

export function createDocsServer(docs: Docs): McpServer {
  const { manifest, pages } = docs;
  const server = new McpServer(
    { name: SERVER_NAME, title: `${manifest.library.name} docs`, version: manifest.library.version },
    { instructions: instructionsFor(docs) },
  );
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
  const twinUrlOf = (pageUrl: string) => {
    const page = pages.pageOfUrl(pageUrl);
    return page && pages.twinUrl(page);
  };

  if (docs.search) {
    const search = docs.search;
    server.registerTool(
      'search_docs',
      {
        title: 'Search the docs',
        description:
          `Searches the ${manifest.library.name} documentation (guides, API pages, blog) with the site's own search ` +
          'and returns up to `limit` pages, best first: title, URL, the URL of its Markdown (for get_page) and a ' +
          'snippet with the matched words in **bold**. Use keywords ("modal close button") or a short question.',
        inputSchema: {
          query: z.string().min(1).max(MAX_ARGUMENT_LENGTH).describe('Keywords or a short question.'),
          limit: z
            .number()
            .int()
            .min(1)
            .max(MAX_SEARCH_RESULTS)
            .optional()
            .describe(`How many pages to return (1 to ${MAX_SEARCH_RESULTS}, default ${DEFAULT_SEARCH_RESULTS}).`),
        },
        annotations: readOnly,
      },
      async ({ query, limit }) => {
        const hits = await search.search(query, limit ?? DEFAULT_SEARCH_RESULTS);
        // A miss still leads somewhere: the pages readers read most.
        const popular = hits.length === 0 ? await search.popular(SUGGESTED_PAGES).catch(() => []) : [];
        return text(formatSearchHits(query, hits, twinUrlOf, popular));
      },
    );
  }

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns one documentation page as Markdown (prose, runnable tsx examples, props tables). Pass its path ' +
        '("/docs/api/elements/button"), its Markdown path ("/docs/api/elements/button.md") or its full URL.',
      inputSchema: {
        path: z.string().min(1).max(MAX_ARGUMENT_LENGTH).describe('A page path, Markdown path or URL of the site.'),
      },
      annotations: readOnly,
    },
    async ({ path }) => {
      const lookup = pages.lookup(path);
      if (lookup.kind === 'refused') return toolError(`${lookup.reason}. ${FINDING_PAGES}`);
      if (lookup.kind === 'unknown') {
        const similar = pages.similar(lookup.path).map((page) => page.path);
        const hint = similar.length > 0 ? ` Similar pages: ${similar.join(', ')}.` : '';
        return toolError(`No page at ${echo(lookup.path)}.${hint} ${FINDING_PAGES}`);
      }
      const markdown = await pages.read(lookup.page);
      const related = docs.search ? await docs.search.related(lookup.page.path, SUGGESTED_PAGES).catch(() => []) : [];
      if (related.length === 0) return text(markdown);
      return text(`${markdown.trimEnd()}\n\n---\n\n${formatPageLinks('Related pages', related, twinUrlOf)}`);
    },
  );

  const categories = [...new Set(manifest.components.map((component) => component.category))];
  server.registerTool(
    'list_components',
    {
      title: 'List the components',
      description:
        `Lists every ${manifest.library.name} component with its category and a one-line description, grouped by ` +
        `category (${categories.join(', ')}). Give \`category\` to list one category only.`,
      inputSchema: {
        category: z
          .string()
          .min(1)
          .max(64)
          .optional()
          .describe(`One of: ${categories.join(', ')}.`),
      },
      annotations: readOnly,
    },
    async ({ category }) => {
      const wanted = category?.toLowerCase();
      const components = manifest.components.filter(
        (component) => wanted === undefined || component.category.toLowerCase() === wanted,
      );
      if (components.length === 0) {
        return toolError(`No category "${echo(category ?? '')}". The categories are: ${categories.join(', ')}.`);
      }
      return text(formatComponentList(components, manifest.siteUrl));
    },
  );

  const helperPages = manifest.pages.filter((page) => page.path.startsWith('/docs/guides/helpers/'));
  server.registerTool(
    'get_component',
    {
      title: 'Describe a component',
      description:
        'Returns what the docs say about one component: its props (name, type, default, whether required, ' +
        'description), the Bulma CSS variables that style it (name, default, description), runnable tsx examples ' +
        'with imports, accessibility notes, related components and its page. ' +
        'Names as exported ("CardHeader") or written with a dot ("Card.Header"), in any case.',
      inputSchema: {
        name: z.string().min(1).max(128).describe('The component\'s name, e.g. "Button", "Modal", "Card.Header".'),
      },
      annotations: readOnly,
    },
    async ({ name }) => {
      const component = docs.components.get(nameKey(name));
      if (!component) {
        const close = closestNames(
          name,
          manifest.components.map((entry) => entry.name),
        );
        const hint = close.length > 0 ? ` Did you mean ${close.join(', ')}?` : '';
        return toolError(`No component named "${echo(name)}".${hint} Call list_components for every name.`);
      }
      return text(formatComponent(component, manifest, helperPages));
    },
  );

  // Every page's twin as a resource; two manifest entries with one twin would be one resource.
  const registered = new Set<string>();
  for (const page of manifest.pages) {
    const uri = pages.twinUrl(page);
    if (registered.has(uri)) continue;
    registered.add(uri);
    server.registerResource(
      page.title,
      uri,
      { title: page.title, description: page.description || page.section, mimeType: 'text/markdown' },
      async () => ({ contents: [{ uri, mimeType: 'text/markdown', text: await pages.read(page) }] }),
    );
  }

  return server;
}
