import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isPrecompressedVariant } from './precompress.js';
import { BROWSER_MANIFEST_PATH } from '../indexFile/browserManifest.js';

/** What the static site answers for one request path. */
export type SiteResolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The build's not-found page: it answers, with status 404, every path that is not a page, and has no URL of its own. */
export const NOT_FOUND_PAGE = '404.html';

/**
 * Maps a URL path onto the Docusaurus build, which is generated with `trailingSlash: false`: `/docs/intro` is
 * `docs/intro.html`, `/blog` is `blog.html`, and pages such as client redirects may be `x/index.html`.
 * Alternative spellings (`/docs/intro/`, `/docs/intro.html`, `/docs//intro`, `/docs/x/../intro`, `/index`) redirect
 * to the canonical one so each page has one URL.
 */
export async function resolveSitePath(root: string, urlPath: string): Promise<SiteResolution> {
  // An encoded slash would make one segment of the URL two of the build: `/docs%2fintro` names no page.
  if (/%2f/i.test(urlPath)) return { kind: 'not-found' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'not-found' };

  const normalized = path.posix.normalize(decoded);
  // Anything that climbs out of the build directory does not exist as far as readers are concerned.
  if (!normalized.startsWith('/') || normalized.split('/').includes('..')) return { kind: 'not-found' };
  // A page's compressed bytes are the page sent in another encoding, not a page of their own; hidden files are no
  // page either (@fastify/static would refuse them with a 403).
  if (isPrecompressedVariant(normalized) || /\/\./.test(normalized)) return { kind: 'not-found' };
  const onDisk = (relative: string) => path.join(root, relative);

  // Repeated slashes and dot segments: the page they lead to, by its canonical URL, in one redirect.
  if (normalized !== decoded) {
    const target = await resolveSitePath(root, encodePath(normalized));
    if (target.kind === 'file') return { kind: 'redirect', location: encodePath(normalized) };
    return target;
  }

  if (normalized !== '/' && normalized.endsWith('/')) {
    const canonical = normalized.replace(/\/+$/, '');
    const target = await resolveSitePath(root, canonical);
    return target.kind === 'file' ? { kind: 'redirect', location: encodePath(canonical) } : { kind: 'not-found' };
  }

  if (normalized.endsWith('.html')) {
    const canonical = normalized === '/index.html' ? '/' : normalized.replace(/(\/index)?\.html$/, '');
    if (normalized !== `/${NOT_FOUND_PAGE}` && (await isFile(onDisk(normalized)))) {
      return { kind: 'redirect', location: encodePath(canonical || '/') };
    }
    return { kind: 'not-found' };
  }

  for (const candidate of [normalized, `${normalized}.html`, path.posix.join(normalized, 'index.html')]) {
    if (candidate.endsWith('/') || !(await isFile(onDisk(candidate)))) continue;
    if (candidate === `/${NOT_FOUND_PAGE}`) return { kind: 'not-found' };
    // `x/index.html` is the page `/x` (`/` for the home page), as its `.html` spelling redirects there.
    if (candidate === `${normalized}.html` && path.posix.basename(normalized) === 'index') {
      return { kind: 'redirect', location: encodePath(path.posix.dirname(normalized)) };
    }
    return { kind: 'file', file: candidate.slice(1) };
  }
  return { kind: 'not-found' };
}

function encodePath(value: string): string {
  return value.split('/').map(encodeURIComponent).join('/');
}

/** Hashed build assets never change under the same name, so browsers may keep them for a year. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // The search manifest names the index of this build: a browser must not keep one from an earlier build.
  if (file.endsWith('.html') || file === BROWSER_MANIFEST_PATH) return 'no-cache';
  // A page's Markdown twin and the llms files change with the pages, so they are checked as often.
  if (file.endsWith('.md') || /^llms[\w-]*\.(txt|json)$/.test(file)) return 'no-cache';
  return 'public, max-age=3600';
}
