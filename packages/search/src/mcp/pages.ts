/**
 * Finding a page's Markdown twin from what an assistant passes to `get_page`: a page path, a twin path, or a URL of
 * the site (any host, since the build may be served under another name than it was built for). Only pages the
 * manifest lists are read, by the file name the manifest gives, so no input can name another file; inputs that try
 * to leave the site are still refused by name, so the assistant learns why.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { echo } from './echo.js';
import type { DocsManifest, DocsPage } from './manifest.js';
import { closestNames } from './names.js';

export type PageLookup =
  | { kind: 'page'; page: DocsPage }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown'; path: string };

/** Index of the manifest's pages by page path and by twin path. */
export class PageIndex {
  private readonly byPath = new Map<string, DocsPage>();

  constructor(
    readonly siteRoot: string,
    readonly manifest: DocsManifest,
  ) {
    for (const page of manifest.pages) {
      this.byPath.set(page.path, page);
      this.byPath.set(page.markdownPath, page);
    }
  }

  /** The absolute URL of a page's twin, as resources name it. */
  twinUrl(page: DocsPage): string {
    return new URL(this.manifest.siteUrl + page.markdownPath).href;
  }

  pageUrl(page: DocsPage): string {
    return new URL(this.manifest.siteUrl + page.path).href;
  }

  /** The page whose URL (absolute, any host) or path this is, if the manifest lists it. */
  pageOfUrl(url: string): DocsPage | undefined {
    const lookup = this.lookup(url);
    return lookup.kind === 'page' ? lookup.page : undefined;
  }

  lookup(input: string): PageLookup {
    const urlPath = sitePathOf(input.trim());
    if (typeof urlPath !== 'string') return urlPath;
    const page =
      this.byPath.get(urlPath) ?? this.byPath.get(urlPath.replace(/\.html$/, '')) ?? this.byPath.get(`${urlPath}.md`);
    return page ? { kind: 'page', page } : { kind: 'unknown', path: urlPath };
  }

  /** Pages whose last path segment is close to the given one's (`/docs/buton` finds `/docs/api/elements/button`). */
  similar(urlPath: string, count = 5): DocsPage[] {
    const lastSegment = (value: string) => value.replace(/\.md$/, '').split('/').filter(Boolean).pop() ?? '';
    const segments = this.manifest.pages.map((page) => lastSegment(page.path));
    const close = new Set(closestNames(lastSegment(urlPath), segments, count));
    return this.manifest.pages.filter((page) => close.has(lastSegment(page.path))).slice(0, count);
  }

  /** The twin's text. The file name comes from the manifest, which the site build wrote, never from the input. */
  async read(page: DocsPage): Promise<string> {
    const root = path.resolve(this.siteRoot);
    const file = path.resolve(root, `.${page.markdownPath}`);
    if (!file.startsWith(root + path.sep))
      throw new Error(`The manifest's twin ${page.markdownPath} is outside the site`);
    try {
      return await readFile(file, 'utf8');
    } catch {
      throw new Error(
        `The Markdown twin of ${page.path} is missing from the build (${page.markdownPath}): rebuild the site.`,
      );
    }
  }
}

/** The site path an input names, or why it is refused. */
function sitePathOf(input: string): string | { kind: 'refused'; reason: string } {
  let raw = input;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    // A URL (or a Windows path such as C:\...): only http(s) URLs name pages, whatever their host.
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { kind: 'refused', reason: `"${echo(input)}" is neither a URL of the site nor a page path` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      const reason = `"${echo(input)}" is not a page: give a page path such as /docs/getting-started or a URL of the site`;
      return { kind: 'refused', reason };
    }
    raw = url.pathname;
  }
  raw = raw.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { kind: 'refused', reason: `"${echo(input)}" has a malformed percent-encoding` };
  }
  const leaves = decoded.split('/').some((part) => part === '..' || part === '.');
  if (leaves || decoded.includes('\0') || decoded.includes('\\')) {
    return {
      kind: 'refused',
      reason: `"${echo(input)}" tries to leave the site: give a page path such as /docs/getting-started`,
    };
  }
  let urlPath = decoded.startsWith('/') ? decoded : `/${decoded}`;
  if (urlPath.length > 1) urlPath = urlPath.replace(/\/+$/, '');
  return urlPath;
}
