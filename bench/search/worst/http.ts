/**
 * The limits as a client meets them: the real server (in a process of its own) gets each over-limit request and
 * should answer 400 at once; then it gets the worst request within the limits while a reader keeps loading a page,
 * and we time both (the page must not wait for the search).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readSiteEnv } from '@bulmatic/config';
import { startServerProcess, type ServerProcess } from '../../load/serverProcess.js';
import { docSearchRequest } from '../docsearchRequest.js';
import { SITE_ROOT } from '../indexFile.js';
import { QUERIES } from '../querySets.js';
import type { OverLimitCase, WorstCase } from './cases.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export interface HttpAnswer {
  /** Slowest of the runs, ms, measured by the client (loopback round trip included). */
  maxMs: number;
  status: number | 'timeout' | 'error';
  message?: string;
}

export interface PagesDuringWorst {
  worst: WorstCase;
  search: HttpAnswer;
  /** A page fetched with the server idle, ms (median of a few). */
  idlePageMs: number;
  /** Pages fetched one after another while the search ran. */
  pages: number;
  /** The slowest of them, ms (a page still waiting when the search ended counts with its full time). */
  maxPageMs: number;
}

export interface HttpLimitsReport {
  overLimit: { case: OverLimitCase; answer: HttpAnswer }[];
  pagesDuringWorst: PagesDuringWorst | null;
}

const PAGE = '/docs/intro';

async function post(server: ServerProcess, requests: unknown[], timeoutMs: number): Promise<HttpAnswer> {
  const { appId, apiKey } = readSiteEnv().search;
  const url = `${server.origin}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ requests }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const maxMs = performance.now() - started;
    let message: string | undefined;
    if (!response.ok) {
      try {
        message = (JSON.parse(text) as { message?: string }).message;
      } catch {
        message = text.slice(0, 200);
      }
    }
    return { maxMs, status: response.status, message };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      maxMs: performance.now() - started,
      status: timedOut ? 'timeout' : 'error',
      message: (error as Error).message,
    };
  }
}

async function getPage(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(server.origin + PAGE, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
  } catch {
    // A page that does not come within the timeout counts with the time it was given.
  }
  return performance.now() - started;
}

export async function measureLimitsOverHttp(
  overLimit: OverLimitCase[],
  worst: WorstCase | null,
  { runs, timeout }: { runs: number; timeout: number },
): Promise<HttpLimitsReport> {
  const timeoutMs = timeout * 1000;
  let server = await startServerProcess({ sourceRoot: repositoryRoot, siteRoot: SITE_ROOT });
  try {
    const report: HttpLimitsReport = { overLimit: [], pagesDuringWorst: null };
    // A server that has answered readers for a while, not one answering its first requests.
    const { indexName } = readSiteEnv().search;
    for (const { query } of QUERIES) await post(server, [docSearchRequest(indexName, query)], timeoutMs);
    for (const overCase of overLimit) {
      const answers: HttpAnswer[] = [];
      for (let run = 0; run < runs; run++) {
        const next = await post(server, overCase.requests, timeoutMs);
        answers.push(next);
        if (typeof next.status !== 'number') {
          // The server is still busy with a request it should have refused: start afresh for the next one.
          await server.stop();
          server = await startServerProcess({ sourceRoot: repositoryRoot, siteRoot: SITE_ROOT });
          break;
        }
      }
      // The first answer, with the slowest time of the runs.
      const answer = { ...answers[0]!, maxMs: Math.max(...answers.map((each) => each.maxMs)) };
      report.overLimit.push({ case: overCase, answer });
    }

    if (worst) {
      const idle: number[] = [];
      for (let page = 0; page < 9; page++) idle.push(await getPage(server, timeoutMs));
      idle.sort((a, b) => a - b);
      let searching = true;
      const searched = post(server, worst.requests, timeoutMs).finally(() => {
        searching = false;
      });
      // A reader who opens pages while the worst search runs: one page after another until it is answered.
      let pages = 0;
      let maxPageMs = 0;
      // Give the search a head start so that the first page request arrives while it runs.
      await new Promise((resolve) => setTimeout(resolve, 1));
      while (searching) {
        maxPageMs = Math.max(maxPageMs, await getPage(server, timeoutMs));
        pages++;
      }
      report.pagesDuringWorst = { worst, search: await searched, idlePageMs: idle[4]!, pages, maxPageMs };
    }
    return report;
  } finally {
    await server.stop();
  }
}
