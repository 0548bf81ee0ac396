/**
 * What the related-pages computation reads of each docs page and blog post: its title, description and category
 * from the docs and blog plugins' loaded content, its headings, text and links from its Markdown source. Read from
 * the sources (not the built HTML) so that the lists exist before the pages are rendered and can go into them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { RelatedDocument } from '@bulmatic/search/related';

/** A page read from its source: the document the computation takes, and the source file the MDX compiler sees. */
export interface SourcePage {
  document: RelatedDocument;
  sourceFile: string;
}

interface PageSource {
  path: string;
  title: string;
  description: string;
  category: string;
  sourceFile: string;
}

/** `@site/docs/x.md` as a file of the site. */
const resolveSource = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

/** The pages of the docs (listed, not drafts) and of the blog, with their source files. */
export function pageSources(siteDir: string, docs: DocsContent, blog: BlogContent): PageSource[] {
  const pages: PageSource[] = [];
  for (const version of docs.loadedVersions) {
    for (const doc of version.docs) {
      if (doc.unlisted || doc.draft) continue;
      pages.push({
        path: doc.permalink,
        title: doc.title,
        description: doc.description,
        category: path.posix.dirname(doc.id),
        sourceFile: resolveSource(siteDir, doc.source),
      });
    }
  }
  for (const post of blog.blogPosts) {
    if (post.metadata.unlisted) continue;
    pages.push({
      path: post.metadata.permalink,
      title: post.metadata.title,
      description: post.metadata.description,
      category: 'blog',
      sourceFile: resolveSource(siteDir, post.metadata.source),
    });
  }
  return pages;
}

/** The heading of a section where an author lists the pages to read next. */
const SEE_ALSO_HEADING = /^(related|see also|where next|next( steps?)?)\b/i;

/** Front matter, imports and exports: what the source says to the build, not to the reader. */
function bodyOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/** Link targets of a Markdown source: `](target)` and JSX `href`/`to` attributes. */
function linkTargets(body: string): string[] {
  const targets: string[] = [];
  for (const match of body.matchAll(/\]\(([^)\s]+)\)/g)) targets.push(match[1]!);
  for (const match of body.matchAll(/\b(?:href|to)=["']([^"']+)["']/g)) targets.push(match[1]!);
  return targets;
}

/** A link's page path: absolute site paths as written, relative source files by the page they are the source of. */
function linkedPath(target: string, sourceFile: string, pathOfSource: ReadonlyMap<string, string>): string | null {
  const bare = target.replace(/[#?].*$/, '');
  if (bare === '' || /^[a-z]+:/i.test(bare)) return null;
  if (bare.startsWith('/')) return bare.replace(/\/$/, '') || '/';
  return pathOfSource.get(path.resolve(path.dirname(sourceFile), bare)) ?? null;
}

/** Each page as the computation reads it. */
export function readSourcePages(sources: readonly PageSource[]): SourcePage[] {
  const pathOfSource = new Map(sources.map((source) => [source.sourceFile, source.path]));
  return sources.map((source) => {
    const body = bodyOf(readFileSync(source.sourceFile, 'utf8'));
    // Examples name the components they use (a Button in half of them): the prose says what a page is about.
    const prose = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    const headings: string[] = [];
    const text: string[] = [];
    const seeAlsoText: string[] = [];
    let inSeeAlso = false;
    for (const line of prose.split('\n')) {
      const heading = /^#{2,6}\s+(.*?)(\s*\{#[^}]*\})?\s*$/.exec(line);
      if (heading) {
        headings.push(heading[1]!);
        inSeeAlso = SEE_ALSO_HEADING.test(heading[1]!);
      } else {
        text.push(line);
        if (inSeeAlso) seeAlsoText.push(line);
      }
    }
    const pagesLinked = (markdown: string) => {
      const paths = new Set<string>();
      for (const target of linkTargets(markdown)) {
        const linked = linkedPath(target, source.sourceFile, pathOfSource);
        if (linked !== null && linked !== source.path) paths.add(linked);
      }
      return [...paths];
    };
    const links = pagesLinked(body);
    const seeAlso = pagesLinked(seeAlsoText.join('\n'));
    return {
      sourceFile: source.sourceFile,
      document: {
        path: source.path,
        title: source.title,
        description: source.description,
        category: source.category,
        headings,
        // Link targets are kept out of the words: a path repeats the names of pages it does not talk about.
        text: text.join('\n').replace(/\]\([^)]*\)/g, ']'),
        links,
        ...(seeAlso.length > 0 ? { seeAlso } : {}),
      },
    };
  });
}
