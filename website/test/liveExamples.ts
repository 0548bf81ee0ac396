import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface LiveExample {
  /** Where the example is, as `file:line`. */
  location: string;
  code: string;
}

const CONTENT_ROOTS = ['docs', 'blog', 'src/pages'];
const LIVE_FENCE = /^(`{3,})(?:tsx|jsx|js|ts)\b[^\n]*\blive\b[^\n]*\n([\s\S]*?)^\1\s*$/gm;

/** Every Markdown and MDX file below `dir`. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every ```tsx live``` block in the site's Markdown sources, in file order. */
export function liveExamples(siteDir: string): LiveExample[] {
  return CONTENT_ROOTS.flatMap((root) => markdownFiles(path.join(siteDir, root))).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(LIVE_FENCE)].map((match) => ({
      location: `${path.relative(siteDir, file)}:${source.slice(0, match.index).split('\n').length}`,
      code: match[2]!,
    }));
  });
}
