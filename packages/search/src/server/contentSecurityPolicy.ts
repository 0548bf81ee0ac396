import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

export interface PolicyOptions {
  /** Origins the pages may send requests to besides their own: search nodes, hosted Algolia, analytics. */
  connectOrigins?: readonly string[];
}

/** Hosted Algolia's search hosts and its Insights endpoint, for sites built with ALGOLIA_* set. */
export const HOSTED_ALGOLIA_ORIGINS = [
  'https://*.algolia.net',
  'https://*.algolianet.com',
  'https://insights.algolia.io',
];
/** Where Google's tag sends page views when GTAG_TRACKING_ID is set. */
export const GTAG_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The scripts the built pages carry: a hash of each inline one, and the origin of each one loaded from elsewhere. */
function scriptSources(root: string): { hashes: Set<string>; origins: Set<string> } {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const file of htmlFiles(root)) {
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    $('script').each((_, element) => {
      const source = $(element).attr('src');
      const type = $(element).attr('type');
      if (source) {
        if (/^https?:\/\//.test(source)) origins.add(new URL(source).origin);
      } else if (!type || /javascript|module/.test(type)) {
        hashes.add(`'sha256-${createHash('sha256').update($(element).text()).digest('base64')}'`);
      }
    });
  }
  return { hashes, origins };
}

/**
 * The Content-Security-Policy for a built site. Inline scripts (Docusaurus's colour-mode and announcement-bar
 * scripts, the tag's bootstrap) are allowed by their hashes, read from the build itself so the policy follows the
 * build. `'unsafe-eval'` stays: live code blocks compile the reader's edits and run them with `new Function`, and
 * a reader may reach a live page by client-side navigation from any other, so every page needs it. Styles allow
 * inline attributes, which Docusaurus and the code editor set on elements.
 */
export function contentSecurityPolicy(siteRoot: string, { connectOrigins = [] }: PolicyOptions = {}): string {
  const { hashes, origins } = scriptSources(siteRoot);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'", ...[...hashes].sort(), ...[...origins].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectOrigins],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The Content-Security-Policy of answers that are not pages or scripts (JSON: the search API's, every error; empty
 * ones): data that nothing may load from, nor frame.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'self'";
