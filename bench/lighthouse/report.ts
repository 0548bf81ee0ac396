/**
 * Markdown for the measured runs: one table per mode with a row per page per site, then our pages that miss a
 * performance target (the mode's threshold, or the stock page's score), with the metrics that cost them points and
 * the failing audits worth the most points.
 */
import type {Mode} from './audit.js';
import type {PageKind, SiteName} from './pages.js';
import type {FailingAudit, PageSummary} from './summary.js';

/** Performance score each of our pages must reach, per mode. */
export const PERFORMANCE_TARGET: Readonly<Record<Mode, number>> = {mobile: 0.95, desktop: 1};

export interface MeasuredPage {
  mode: Mode;
  page: PageKind;
  site: SiteName;
  /** The path measured, or null where the site has no page of this kind. */
  path: string | null;
  /** The reported (median) run; null where there is no page. */
  summary: PageSummary | null;
  /** Performance score of every run, in the order they ran. */
  performanceRuns: (number | null)[];
}

const MODE_TITLES: Readonly<Record<Mode, string>> = {
  mobile: 'Mobile (emulated Moto G Power, simulated slow 4G and 4x CPU slowdown)',
  desktop: 'Desktop (Lighthouse desktop config: 1350x940, simulated 40 ms RTT / 10 Mbps, no CPU slowdown)',
};

const SITE_LABELS: Readonly<Record<SiteName, string>> = {bulmatic: 'ours', stock: 'stock'};

function fixed(value: number | null, digits: number, scale = 1): string {
  return value === null ? 'n/a' : (value / scale).toFixed(digits);
}

function performanceCell(entry: MeasuredPage, summary: PageSummary): string {
  const median = fixed(summary.scores.performance, 2);
  const runs = entry.performanceRuns.filter((value): value is number => value !== null);
  if (runs.length < 2) return median;
  return `${median} (${Math.min(...runs).toFixed(2)}–${Math.max(...runs).toFixed(2)})`;
}

function row(entry: MeasuredPage): string {
  const label = `${entry.page.kind} (${SITE_LABELS[entry.site]})`;
  const {summary} = entry;
  if (!summary) {
    const reason = typeof entry.page.stock === 'string' ? 'not measured' : entry.page.stock.missing;
    return `| ${label} | — | ${reason} | | | | | | | |`;
  }
  const cells = [
    label,
    `\`${entry.path}\``,
    performanceCell(entry, summary),
    fixed(summary.scores.accessibility, 2),
    fixed(summary.scores.bestPractices, 2),
    fixed(summary.scores.seo, 2),
    fixed(summary.lcpMs, 2, 1000),
    fixed(summary.tbtMs, 0),
    fixed(summary.cls, 3),
    fixed(summary.scriptBytes, 0, 1024),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function modeTable(mode: Mode, entries: readonly MeasuredPage[]): string {
  const lines = [
    `### ${MODE_TITLES[mode]}`,
    '',
    '| Page | Path | Perf | A11y | BP | SEO | LCP (s) | TBT (ms) | CLS | JS (KiB) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...entries.filter((entry) => entry.mode === mode).map(row),
  ];
  return lines.join('\n');
}

function savingsText(audit: FailingAudit): string {
  const parts = [`≈ +${audit.pointsGained.toFixed(1)} points`];
  parts.push(
    ...Object.entries(audit.metricSavings).map(([metric, value]) =>
      metric === 'CLS' ? `CLS −${value.toFixed(3)}` : `${metric} −${Math.round(value)} ms`,
    ),
  );
  if (audit.savingsBytes > 0) parts.push(`${Math.round(audit.savingsBytes / 1024)} KiB`);
  if (audit.displayValue && !audit.displayValue.startsWith('Est savings')) parts.push(audit.displayValue);
  if (audit.worstItem) parts.push(`worst: ${audit.worstItem}`);
  return ` (${parts.join('; ')})`;
}

/**
 * Our pages that miss a target: performance under the mode's threshold, or behind the stock site's page of the same
 * kind; each with the stock score beside it and the top failing audits to fix.
 */
export function missedTargets(entries: readonly MeasuredPage[], topAudits = 3): string {
  const lines: string[] = [];
  for (const entry of entries) {
    const performance = entry.summary?.scores.performance;
    if (entry.site !== 'bulmatic' || !entry.summary || performance === null || performance === undefined) continue;
    const target = PERFORMANCE_TARGET[entry.mode];
    const stock = entries.find((other) => other.site === 'stock' && other.mode === entry.mode && other.page === entry.page);
    const stockScore = stock?.summary?.scores.performance ?? null;
    const missed = [
      ...(performance < target ? [`< ${target}`] : []),
      ...(stockScore !== null && performance < stockScore ? [`behind stock ${stockScore.toFixed(2)}`] : []),
    ];
    if (missed.length === 0) continue;
    const versus = stockScore === null ? '; stock has no such page' : performance < stockScore ? '' : `; stock ${stockScore.toFixed(2)}`;
    lines.push(`- ${entry.mode} \`${entry.path}\`: performance ${performance.toFixed(2)} (${missed.join(', ')}${versus})`);
    const losses = entry.summary.metricLosses.map(
      (loss) => `${loss.metric} ${loss.displayValue.replace(/\u00a0/g, ' ')} (score ${loss.score.toFixed(2)}, −${loss.pointsLost.toFixed(1)} points)`,
    );
    if (losses.length > 0) lines.push(`  - costly metrics: ${losses.join(', ')}`);
    const audits = entry.summary.failingAudits.slice(0, topAudits);
    if (audits.length === 0) lines.push('  - no failing insight or diagnostic: the metrics themselves are slow');
    for (const audit of audits) lines.push(`  - \`${audit.id}\` ${audit.title}${savingsText(audit)}`);
  }
  if (lines.length === 0) return 'Every page of ours meets its performance target and is ahead of or level with the stock site.';
  return lines.join('\n');
}
