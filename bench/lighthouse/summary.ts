/**
 * The numbers this benchmark reports, read out of a Lighthouse report: the four category scores, LCP, TBT, CLS,
 * JavaScript transfer size, the metrics that cost points, and the failing performance audits ranked by the points
 * their estimated savings are worth.
 */
import type { Result } from 'lighthouse';
import { estimatedPointsGained } from './impact.js';

export interface FailingAudit {
  id: string;
  title: string;
  /** Lighthouse's short figure for it ("Est savings of 78 KiB", "3.4 s"). */
  displayValue: string | null;
  /** Estimated savings per metric, in ms (CLS unitless), as Lighthouse puts them in `metricSavings`. */
  metricSavings: Record<string, number>;
  /** Estimated bytes saved, for the audits that have such an estimate. */
  savingsBytes: number;
  /** What those savings are worth in performance points on this page (see impact.ts): the ranking key. */
  pointsGained: number;
  /** The worst offender the audit lists (a file, an element, a kind of work), to know where to start. */
  worstItem: string | null;
}

export interface MetricLoss {
  /** FCP, LCP, TBT, CLS or SI. */
  metric: string;
  displayValue: string;
  score: number;
  /** Performance points this metric costs the page: its weight times what its score lacks of 1. */
  pointsLost: number;
}

export interface PageSummary {
  scores: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
  };
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptBytes: number | null;
  /** Lighthouse's measure of this machine's CPU speed; the mobile CPU throttling assumes about 1000 or more. */
  benchmarkIndex: number | null;
  /** Requests to other origins than the page's (none can load here: the browser resolves no host names). */
  externalRequests: string[];
  /** The performance metrics that cost the page points, most costly first. */
  metricLosses: MetricLoss[];
  /** Insights and diagnostics of the performance category that did not pass, biggest estimated savings first. */
  failingAudits: FailingAudit[];
  /** Main-thread time by Lighthouse's group ("Script Evaluation", "Other", ...), most first. */
  mainThread: Array<{ group: string; ms: number }>;
  /** Tasks of 50 ms or more on the main thread, in order: the script they are attributed to, start and length. */
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
  /** First contentful paint, to tell the long tasks before it from those after. */
  fcpMs: number | null;
}

function numericValue(lhr: Result, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null;
}

function score(lhr: Result, category: string): number | null {
  return lhr.categories[category]?.score ?? null;
}

/** Transfer size of every script the page loaded, from the resource summary's "script" row. */
function scriptBytes(lhr: Result): number | null {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const row = details.items.find((item) => item.resourceType === 'script');
  return typeof row?.transferSize === 'number' ? row.transferSize : null;
}

/** Groups of the performance category whose audits are advice rather than metrics or raw data. */
const ADVICE_GROUPS = new Set(['insights', 'diagnostics']);

/** Failing here is what the report shows as failing: below 0.9, which for savings-scored audits means 0 or 0.5. */
const PASSING_SCORE = 0.9;

/** Biggest estimated gain first, then bytes saved. */
function bySavings(a: FailingAudit, b: FailingAudit): number {
  return b.pointsGained - a.pointsGained || b.savingsBytes - a.savingsBytes;
}

/** A URL on the page's own origin is shown as its path, which is what someone fixing it looks for. */
function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url.length > 80 ? `${url.slice(0, 77)}...` : url;
}

type DetailItem = Record<string, unknown>;

/** The first row of an audit's table, or of the first table inside a list (the layout-shift culprits). */
function firstRows(details: unknown): DetailItem[] {
  const { type, items } = (details ?? {}) as { type?: string; items?: unknown };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return firstRows(items[0]);
  return items as DetailItem[];
}

function worstItem(audit: Result['audits'][string], origin: string): string | null {
  for (const row of firstRows(audit.details)) {
    const node = row.node as { type?: string; selector?: string } | undefined;
    if (node?.type === 'node' && node.selector) {
      return typeof row.score === 'number' ? `${node.selector} (shift ${row.score.toFixed(3)})` : node.selector;
    }
    if (typeof row.url === 'string' && !row.url.startsWith(':') && row.url.includes('/'))
      return shortUrl(row.url, origin);
    if (typeof row.groupLabel === 'string') return row.groupLabel;
  }
  return null;
}

/**
 * Lighthouse does not estimate how much of the layout shift its culprits insight would remove; the culprits it
 * lists make up all of the page's CLS, so that is the saving we count for it.
 */
function savingsOf(lhr: Result, audit: Result['audits'][string]): Record<string, number> {
  const savings: Record<string, number> = {};
  for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
    if (typeof value === 'number' && value > 0) savings[metric] = value;
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  if (audit.id === 'cls-culprits-insight' && !savings.CLS && cls > 0) savings.CLS = cls;
  return savings;
}

const METRIC_LABELS: Readonly<Record<string, string>> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

function metricLosses(lhr: Result): MetricLoss[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  const losses: MetricLoss[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    const metric = METRIC_LABELS[ref.id];
    if (!audit || !metric || audit.score === null || ref.weight === 0) continue;
    const pointsLost = (ref.weight / totalWeight) * (1 - audit.score) * 100;
    if (pointsLost >= 0.5)
      losses.push({ metric, displayValue: audit.displayValue ?? '', score: audit.score, pointsLost });
  }
  return losses.sort((a, b) => b.pointsLost - a.pointsLost);
}

function externalRequests(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  const own = new URL(lhr.finalDisplayedUrl).origin;
  const urls = details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : []));
  return urls.filter((url) => /^https?:/.test(url) && new URL(url).origin !== own);
}

function failingAudits(lhr: Result): FailingAudit[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || !ADVICE_GROUPS.has(ref.group ?? '') || audit.score === null || audit.score >= PASSING_SCORE) continue;
    const details = audit.details as { overallSavingsBytes?: number } | undefined;
    const metricSavings = savingsOf(lhr, audit);
    failing.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? null,
      metricSavings,
      savingsBytes: details?.overallSavingsBytes ?? 0,
      pointsGained: estimatedPointsGained(lhr, metricSavings),
      worstItem: worstItem(audit, origin),
    });
  }
  return failing.sort(bySavings);
}

interface TableItems<T> {
  type: string;
  items?: T[];
}

function tableItems<T>(lhr: Result, id: string): T[] {
  const details = lhr.audits[id]?.details as TableItems<T> | undefined;
  return details && details.type === 'table' && Array.isArray(details.items) ? details.items : [];
}

function mainThread(lhr: Result): PageSummary['mainThread'] {
  return tableItems<{ groupLabel?: string; group?: string; duration?: number }>(lhr, 'mainthread-work-breakdown')
    .map((item) => ({ group: String(item.groupLabel ?? item.group ?? 'unknown'), ms: item.duration ?? 0 }))
    .sort((a, b) => b.ms - a.ms);
}

function longTasks(lhr: Result): PageSummary['longTasks'] {
  return tableItems<{ url?: string; startTime?: number; duration?: number }>(lhr, 'long-tasks')
    .map((item) => ({
      url: String(item.url ?? 'unattributable'),
      startMs: item.startTime ?? 0,
      durationMs: item.duration ?? 0,
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

export function summarize(lhr: Result): PageSummary {
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    scriptBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    externalRequests: externalRequests(lhr),
    metricLosses: metricLosses(lhr),
    failingAudits: failingAudits(lhr),
    mainThread: mainThread(lhr),
    longTasks: longTasks(lhr),
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
  };
}

/** The run to report out of several: the one with the median performance score (LCP breaks ties). */
export function medianRun(runs: readonly PageSummary[]): PageSummary {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no runs to choose from');
  return median;
}
