/**
 * One reader timed on its own while a load runs: it opens a page, then types a query keystroke by keystroke, and
 * again, one request at a time, so each latency is what a person would wait for that page or that result.
 */
import { percentile } from '../search/latency.js';

export interface ProbeTimings {
  searches: number[];
  pages: number[];
  failures: number;
}

export interface ProbeSummary {
  searches: number;
  searchP50: number;
  searchP99: number;
  pages: number;
  pageP50: number;
  pageP99: number;
  failures: number;
}

export async function probeReader(
  origin: string,
  pages: readonly string[],
  searches: readonly { path: string; body: string }[],
  stop: Promise<void>,
): Promise<ProbeTimings> {
  const timings: ProbeTimings = { searches: [], pages: [], failures: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const timed = async (into: number[], url: string, init?: RequestInit) => {
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) timings.failures += 1;
      into.push(performance.now() - started);
    } catch {
      timings.failures += 1;
    }
  };
  let search = 0;
  for (let round = 0; !stopped; round += 1) {
    await timed(timings.pages, origin + pages[round % pages.length]!);
    for (let keystroke = 0; keystroke < 5 && !stopped; keystroke += 1, search += 1) {
      const { path, body } = searches[search % searches.length]!;
      await timed(timings.searches, origin + path, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    }
  }
  return timings;
}

export function summarize({ searches, pages, failures }: ProbeTimings): ProbeSummary {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const s = sorted(searches);
  const p = sorted(pages);
  return {
    searches: s.length,
    searchP50: percentile(s, 50),
    searchP99: percentile(s, 99),
    pages: p.length,
    pageP50: percentile(p, 50),
    pageP99: percentile(p, 99),
    failures,
  };
}
