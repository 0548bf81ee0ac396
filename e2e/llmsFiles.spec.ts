/**
 * What assistants read, checked on the production build: a Markdown twin for every docs page and post that holds
 * plain Markdown only (no HTML, no leftover MDX), links that land on built pages, the props and CSS variables tables
 * of every API page, llms.txt linking exactly the twins, llms-full.txt holding every docs page once, and live
 * examples that compile outside the site as written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import ts from 'typescript';
import { expect, siteRoot, test } from './fixtures';
import { sitemapPaths } from './buildFiles';

const llmsTxt = readFileSync(path.join(siteRoot, 'llms.txt'), 'utf8');
/** The site URL the build was made for: llms.txt's links start with it. */
const siteUrl = /\]\((https?:\/\/[^/)]+)\//.exec(llmsTxt)![1]!;

function htmlOf(pagePath: string): string {
  return readFileSync(path.join(siteRoot, `${pagePath}.html`), 'utf8');
}

/** Pages made by the docs plugin (docs and category indexes) and blog posts, from the sitemap. */
const twinnedPages = sitemapPaths().filter((pagePath) => {
  const file = path.join(siteRoot, `${pagePath}.html`);
  if (!existsSync(file)) return false;
  const htmlClass = /<html[^>]*class="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return /\bdocs-doc-page\b|\bblog-post-page\b/.test(htmlClass);
});
const docsPages = twinnedPages.filter((pagePath) => pagePath.startsWith('/docs/'));

function twinOf(pagePath: string): string {
  return readFileSync(path.join(siteRoot, `${pagePath}.md`), 'utf8');
}

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

function nodesOf(tree: Root | RootContent, type: string): RootContent[] {
  const found: RootContent[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === type) found.push(node as RootContent);
    if ('children' in node) for (const child of node.children) visit(child as RootContent);
  };
  visit(tree);
  return found;
}

/** Every twin file the build holds, as page paths. */
function twinFiles(dir = siteRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return twinFiles(full);
    return entry.name.endsWith('.md') ? [`/${path.relative(siteRoot, full).replace(/\.md$/, '')}`] : [];
  });
}

test.describe('Markdown twins', () => {
  test('every docs page and blog post has a twin that starts with its title and the library version', () => {
    expect(docsPages.length).toBeGreaterThan(80);
    expect(twinnedPages.filter((pagePath) => pagePath.startsWith('/blog/')).length).toBeGreaterThan(10);
    const { version } = JSON.parse(readFileSync(path.join(__dirname, '../packages/bulmatic/package.json'), 'utf8'));
    for (const pagePath of twinnedPages) {
      expect(existsSync(path.join(siteRoot, `${pagePath}.md`)), pagePath).toBe(true);
      const twin = twinOf(pagePath);
      const title = load(htmlOf(pagePath))('h1').first().text().trim();
      expect(twin.startsWith(`# ${title}\n`), pagePath).toBe(true);
      expect(twin.split('\n').slice(0, 6).join('\n'), pagePath).toContain(version);
    }
  });

  test('twins hold Markdown only: no HTML outside code, no MDX left over', () => {
    for (const pagePath of twinnedPages) {
      const tree = parse(twinOf(pagePath));
      expect(
        nodesOf(tree, 'html').map((node) => (node as { value: string }).value),
        pagePath,
      ).toEqual([]);
      const prose = nodesOf(tree, 'text')
        .map((node) => (node as { value: string }).value)
        .join('\n');
      expect(prose, pagePath).not.toMatch(/^(import|export) .* from ['"]|^:::|\{\/\*/m);
    }
  });

  test('links are absolute and land on built pages and their anchors', () => {
    let checked = 0;
    for (const pagePath of twinnedPages) {
      for (const node of nodesOf(parse(twinOf(pagePath)), 'link')) {
        const url = new URL((node as { url: string }).url);
        expect(url.protocol, `${pagePath} -> ${url.href}`).toMatch(/^https?:$/);
        if (url.origin !== siteUrl) continue;
        checked++;
        const target = decodeURIComponent(url.pathname);
        const file = [target, `${target}.html`, path.join(target, 'index.html')]
          .map((candidate) => path.join(siteRoot, candidate))
          .find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
        expect(file, `${pagePath} -> ${url.href}`).toBeTruthy();
        if (url.hash && file!.endsWith('.html')) {
          const id = decodeURIComponent(url.hash.slice(1));
          expect(
            load(readFileSync(file!, 'utf8'))(`[id="${id}"]`).length,
            `${pagePath} -> ${url.href}`,
          ).toBeGreaterThan(0);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  test('every API page has its props tables, from the same data as the page', () => {
    const apiPages = docsPages.filter((pagePath) => pagePath.startsWith('/docs/api/'));
    let tables = 0;
    for (const pagePath of apiPages) {
      const $ = load(htmlOf(pagePath));
      const twin = twinOf(pagePath);
      for (const element of $('[data-props-of]').toArray()) {
        const name = $(element).attr('data-props-of')!;
        const rows = $(element).find('tbody tr').toArray();
        const section = twin.slice(twin.indexOf(`Props of \`${name}\`:`));
        expect(section, `${pagePath}: ${name}`).toMatch(
          /^Props of `\w+`:\n\n(\| Prop \| Type \| Default \| Description \||`\w+` takes no props)/,
        );
        for (const row of rows) {
          const prop = $(row).find('th code').first().text();
          if (prop) expect(section, `${pagePath}: ${name}.${prop}`).toContain(`| \`${prop}\``);
        }
        tables++;
      }
    }
    expect(tables).toBeGreaterThan(100);
  });

  test('every CSS variables table of an API page is in its twin, row for row', () => {
    let rows = 0;
    for (const pagePath of docsPages.filter((pagePath) => pagePath.startsWith('/docs/api/'))) {
      const $ = load(htmlOf(pagePath));
      const twin = twinOf(pagePath);
      for (const row of $('[data-css-variables-of] tbody tr').toArray()) {
        const name = $(row).find('th').text();
        const value = $(row).find('td').first().text();
        expect(twin, `${pagePath}: ${name}`).toContain(`| \`${name}\` | \`${value}\` |`);
        rows++;
      }
    }
    expect(rows).toBeGreaterThan(400);
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt links exactly the twins, each once, with a description', () => {
    const links = [...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(: .+)?$/gm)];
    const linked = links.map((match) => new URL(match[1]!).pathname.replace(/\.md$/, ''));
    expect(new Set(linked).size).toBe(linked.length);
    expect(linked.sort()).toEqual(twinFiles().sort());
    expect(links.filter((match) => !match[2]).map((match) => match[1])).toEqual([]);
    expect(llmsTxt).toMatch(/^# Bulmatic\n\n> .+\n\n.+\n\n## Getting started\n/);
    for (const section of ['## Getting started', '## API reference: Elements', '## API reference: Form', '## Blog']) {
      expect(llmsTxt).toContain(section);
    }
  });

  test('llms-full.txt holds every docs page once, in reading order', () => {
    const full = readFileSync(path.join(siteRoot, 'llms-full.txt'), 'utf8');
    const positions = docsPages.map((pagePath) => {
      const marker = `Web page: ${siteUrl}${pagePath}. `;
      expect(full.split(marker).length - 1, pagePath).toBe(1);
      return full.indexOf(marker);
    });
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(full).not.toContain(`Web page: ${siteUrl}/blog/`);
    // Getting started comes before the API reference, as in llms.txt.
    expect(full.indexOf(`${siteUrl}/docs/guides/getting-started/installation. `)).toBeLessThan(
      full.indexOf(`${siteUrl}/docs/api/elements/button. `),
    );
  });
});

test.describe('code in the twins', () => {
  test('every tsx block of the Button, Modal, Field and extras twins compiles against the library as written', () => {
    const root = path.resolve(__dirname, '..');
    const files = new Map<string, string>();
    const extras = ['switch', 'slider', 'steps', 'badge', 'tooltip', 'popover', 'toast', 'accordion'];
    for (const pagePath of [
      '/docs/api/elements/button',
      '/docs/api/components/modal',
      '/docs/api/form/field',
      ...extras.map((name) => `/docs/api/extras/${name}`),
    ]) {
      const blocks = nodesOf(parse(twinOf(pagePath)), 'code').filter(
        (node) => (node as { lang?: string }).lang === 'tsx',
      );
      expect(blocks.length, pagePath).toBeGreaterThan(3);
      blocks.forEach((block, index) => {
        files.set(
          path.join(root, 'e2e', '.twin-code', `${pagePath.split('/').pop()}-${index}.tsx`),
          (block as { value: string }).value,
        );
      });
    }
    // `bulmatic` resolves as a reader's install does, to the built package's declarations (the build makes them
    // before the site): the library's own sources are not checked again here, which took most of this test's time.
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      isolatedModules: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => files.get(file) ?? readFile(file);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => files.has(file) || fileExists(file);
    const program = ts.createProgram([...files.keys()], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file && files.has(diagnostic.file.fileName))
      .map((diagnostic) => {
        const where = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const name = path.basename(diagnostic.file!.fileName);
        return `${name}:${where.line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      });
    expect(problems).toEqual([]);
  });
});
