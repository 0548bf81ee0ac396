/**
 * The Markdown twin of one page: a title, the page's description, a line saying what it documents and where the
 * page is, then the page's content converted from the HTML the build wrote.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { BulmaComponentVariables } from '../css-variables/bulmaVariables';
import type { ComponentProps } from '../props-table/docgen';
import { cssVariablesMarkdown } from './cssVariablesMarkdown';
import { codeText, fencedCode, HtmlToMarkdown } from './htmlToMarkdown';
import { propsMarkdown } from './propsMarkdown';
import { runnableExample, type LiveScope } from './runnableExample';
import type { SitePage } from './sitePages';

export interface TwinContext {
  /** Absolute site URL without a trailing slash (SITE_URL). */
  siteUrl: string;
  outDir: string;
  library: { name: string; version: string };
  props: ReadonlyMap<string, ComponentProps>;
  /** Library component -> the CSS variables of the Bulma components it renders (plugins/css-variables). */
  cssVariables: ReadonlyMap<string, readonly BulmaComponentVariables[]>;
  scope: LiveScope;
}

export interface LiveExample {
  /** The heading the example sits under. */
  title: string;
  code: string;
}

export interface Twin {
  page: SitePage;
  /** The whole twin, as served at `<path>.md`. */
  markdown: string;
  /** Library components whose props tables the page shows. */
  components: string[];
  /** The page's live examples as runnable modules, in page order. */
  examples: LiveExample[];
}

function htmlFileOf(outDir: string, pagePath: string): string {
  const candidates = [path.join(outDir, `${pagePath}.html`), path.join(outDir, pagePath, 'index.html')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`plugins/llms: no built HTML for ${pagePath} (looked for ${candidates.join(', ')})`);
  return file;
}

function contentRoot($: CheerioAPI, page: SitePage) {
  const root = page.kind === 'post' ? $('article .markdown').first() : $('.theme-doc-markdown').first();
  if (root.length === 0) throw new Error(`plugins/llms: ${page.path} has no article content to convert`);
  return root;
}

function frontLines(page: SitePage, context: TwinContext): string {
  const url = `${context.siteUrl}${page.path}`;
  const what =
    page.kind === 'post'
      ? `A post of the ${capitalised(context.library.name)} blog, ${page.date}` +
        (page.authors?.length ? `, by ${page.authors.join(', ')}` : '') +
        `, written when the library was at version ${context.library.version}.`
      : `Documentation of ${context.library.name} ${context.library.version}.`;
  return [
    `# ${page.title}`,
    ...(page.description ? [`> ${page.description.replace(/\s*\n\s*/g, ' ')}`] : []),
    `${what} Web page: ${url}. All pages: ${context.siteUrl}/llms.txt`,
  ].join('\n\n');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function categoryBody(page: SitePage, context: TwinContext): string {
  return (page.links ?? [])
    .map(
      (link) => `- [${link.title}](${context.siteUrl}${link.path})${link.description ? `: ${link.description}` : ''}`,
    )
    .join('\n');
}

/** The page's live examples with the heading each sits under, in page order. */
function liveExamples(
  $: CheerioAPI,
  root: ReturnType<typeof contentRoot>,
  page: SitePage,
  runnable: (code: string) => string,
): LiveExample[] {
  let title = page.title;
  const examples: LiveExample[] = [];
  root.find('h2, h3, [data-live-example]').each((_, element) => {
    const $element = $(element);
    if ($element.is('[data-live-example]')) {
      examples.push({ title, code: runnable(codeText($, $element.find('pre').first())) });
    } else {
      title = $element
        .text()
        .replace(/\u200b/g, '')
        .trim();
    }
  });
  return examples;
}

/** Makes the twin of `page` from its built HTML (a category index from its sidebar entries). */
export function makeTwin(page: SitePage, context: TwinContext): Twin {
  const head = frontLines(page, context);
  if (page.kind === 'category') {
    return { page, markdown: `${head}\n\n${categoryBody(page, context)}\n`, components: [], examples: [] };
  }
  const $ = load(readFileSync(htmlFileOf(context.outDir, page.path), 'utf8'));
  const root = contentRoot($, page);
  const runnable = (code: string) => runnableExample(code, context.scope, page.path);
  const components: string[] = [];
  const converter = new HtmlToMarkdown($, {
    pageUrl: `${context.siteUrl}${page.path}`,
    liveExample: (code) => fencedCode(runnable(code), 'tsx'),
    propsTable: (name) => {
      const props = context.props.get(name);
      if (!props) throw new Error(`plugins/llms: ${page.path} shows props of ${name}, which docgen does not know`);
      components.push(name);
      return propsMarkdown(props, context.siteUrl);
    },
    cssVariablesTable: (name) => {
      const entries = context.cssVariables.get(name);
      if (!entries)
        throw new Error(`plugins/llms: ${page.path} shows CSS variables of ${name}, which the data does not map`);
      return cssVariablesMarkdown(entries);
    },
  });
  const body = converter.convert(root);
  return { page, markdown: `${head}\n\n${body}\n`, components, examples: liveExamples($, root, page, runnable) };
}
