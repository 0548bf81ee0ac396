/**
 * Pages as Markdown for clients that ask for it: the build writes a twin of each docs page and post beside its
 * HTML (`docs/intro.html` and `docs/intro.md`), and a request for the page with `Accept: text/markdown` preferred
 * over HTML gets the twin, as assistants and command-line tools ask for it.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

interface MediaRange {
  type: string;
  quality: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').map((part) => {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    return { type, quality: Number.isFinite(quality) ? quality : 0 };
  });
}

/** The quality an Accept header gives a media type: its own entry, else `text/*`, else `*\/*`, else 0. */
function qualityOf(ranges: readonly MediaRange[], type: string): number {
  const family = `${type.split('/')[0]}/*`;
  for (const candidate of [type, family, '*/*']) {
    const range = ranges.find((entry) => entry.type === candidate);
    if (range) return range.quality;
  }
  return 0;
}

/**
 * True when the client names Markdown itself and likes it at least as much as HTML. Browsers, which accept
 * anything through `*\/*`, keep getting HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  const markdown = ranges.find((range) => range.type === 'text/markdown')?.quality ?? 0;
  return markdown > 0 && markdown >= qualityOf(ranges, 'text/html');
}

/** The twin of a page file of the build (`docs/intro.html` -> `docs/intro.md`), if the build has one. */
export async function markdownTwinOf(root: string, pageFile: string): Promise<string | null> {
  if (!pageFile.endsWith('.html')) return null;
  const twin = pageFile.replace(/(\/index)?\.html$/, '.md');
  try {
    return (await stat(path.join(root, twin))).isFile() ? twin : null;
  } catch {
    return null;
  }
}

/** Twins are text for people and assistants alike. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
