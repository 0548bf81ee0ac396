/**
 * Counts what the site's page route sends: HTML pages, Markdown twins (by `.md` URL or by `Accept`) and the llms
 * files, each as a count for its path and UTC day in the analytics store (analytics/reads.ts). Only a GET answered
 * 200 counts: a HEAD, a redirect, a 404 and every asset (scripts, images, the search
 * index) do not. The user agent decides only whether an HTML read is a browser's or a bot's, and is never stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CountedRead } from '../analytics/reads.js';
import type { AnalyticsStore } from '../analytics/store.js';

/**
 * Substrings of the user agents of known crawlers and AI assistants (matched without regard to case). An HTML page
 * fetched by one of them is counted for assistants and bots (`page-by-bot`), not for readers. Short on purpose:
 * the vendors' documented names for their search crawlers and their assistants' fetchers. A bot that says none of
 * these counts as a reader, unless what it asks for (a twin, an llms file, an MCP tool) says otherwise.
 */
export const BOT_USER_AGENTS: readonly string[] = [
  // Search engines
  'Googlebot',
  'bingbot',
  'DuckDuckBot',
  'YandexBot',
  'Baiduspider',
  'Applebot',
  // AI assistants and the crawlers that feed them
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'MistralAI-User',
  'cohere-ai',
  'Amazonbot',
  'meta-externalagent',
  'Bytespider',
  'CCBot',
];

// The names hold only letters, digits and hyphens: nothing to escape.
const BOT_PATTERN = new RegExp(BOT_USER_AGENTS.join('|'), 'i');

export const isBotUserAgent = (userAgent: string | undefined): boolean => !!userAgent && BOT_PATTERN.test(userAgent);

const LLMS_FILES = new Set(['llms.txt', 'llms-full.txt']);

/** The URL path of a page file of the build or of its twin: `docs/intro.html` and `docs/intro.md` are `/docs/intro`. */
export function pagePathOf(file: string): string {
  const page = file.replace(/\.(html|md)$/, '').replace(/(^|\/)index$/, '');
  return `/${page}`;
}

/** What reading `file` of the build counts as; null for what is no read (assets, data files). */
export function readOf(
  file: string,
  { asTwin, userAgent }: { asTwin: boolean; userAgent?: string },
): CountedRead | null {
  if (asTwin) return { path: pagePathOf(file), kind: 'twin-by-accept' };
  if (file.endsWith('.md')) return { path: pagePathOf(file), kind: 'twin' };
  if (LLMS_FILES.has(file)) return { path: `/${file}`, kind: 'llms' };
  if (file.endsWith('.html'))
    return { path: pagePathOf(file), kind: isBotUserAgent(userAgent) ? 'page-by-bot' : 'page' };
  return null;
}

/**
 * The page route's counting: `serving` notes what a request is about to be sent, `onResponse` (the route's hook)
 * counts it once the answer went out as a 200. Without a store it counts nothing.
 */
export function readCounter(store: AnalyticsStore | undefined) {
  const pending = new WeakMap<FastifyRequest, CountedRead>();
  return {
    serving(request: FastifyRequest, file: string, asTwin: boolean): void {
      if (!store || request.method !== 'GET') return;
      const read = readOf(file, { asTwin, userAgent: request.headers['user-agent'] });
      if (read) pending.set(request, read);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const read = pending.get(request);
      if (read && reply.statusCode === 200) store?.countRead(read);
    },
  };
}
