import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoot } from './fixtures';

/** The URL path of the one built JavaScript chunk whose source contains `text`. */
export function chunkContaining(text: string): string {
  const dir = path.join(siteRoot, 'assets', 'js');
  const matches = readdirSync(dir).filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(text));
  if (matches.length !== 1) {
    throw new Error(`expected one chunk containing ${JSON.stringify(text)}, found ${matches.length}`);
  }
  return `/assets/js/${matches[0]}`;
}

/** URL paths listed in the built sitemap. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(siteRoot, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
