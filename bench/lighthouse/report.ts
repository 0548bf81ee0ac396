/**
 * Markdown for the measured runs: one table per mode with a row per page per site, then our pages that miss a
 * performance target (the mode's threshold, or the stock page's score), with the metrics that cost them points and
 * the failing audits worth the most points.
 */
import {cpuSlowdown, type Mode} from './audit.js';
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

/** A mode's table title, with the CPU slowdown it ran with. */
function modeTitle(mode: Mode): string {
  const slowdown = cpuSlowdown(mode);
  if (mode === 'mobile') return `Mobile (emulated Moto G Power, simulated slow 4G and ${slowdown}x CPU slowdown)`;
  const cpu = slowdown === 1 ? 'no CPU slowdown' : `${slowdown}x CPU slowdown`;
  return `Desktop (Lighthouse desktop config: 1350x940, simulated 40 ms RTT / 10 Mbps, ${cpu})`;
}

/** How a site is named in the tables. */
export function siteLabel(site: SiteName): string {
  if (site === 'bulmatic') return 'ours';
  if (site === 'stock') return 'stock';
  return `ours ${site}`;
}

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
  const label = `${entry.page.kind} (${siteLabel(entry.site)})`;
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
    `### ${modeTitle(mode)}`,
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

function ratio(value: number | null | undefined, base: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || base === null || base === undefined || base === 0) return 'n/a';
  return (value / base).toFixed(digits);
}

function find(entries: readonly MeasuredPage[], mode: Mode, page: PageKind, site: SiteName): PageSummary | null {
  return entries.find((entry) => entry.mode === mode && entry.page === page && entry.site === site)?.summary ?? null;
}

/**
 * Ours against stock per page kind, as ratios (TBT ours / stock, lower is better; performance ours / stock, higher
 * is better), so that a result can be compared across machines, with the benchmarkIndex of the two runs shown.
 */
export function ratioTable(mode: Mode, entries: readonly MeasuredPage[]): string {
  const pages = [...new Set(entries.filter((entry) => entry.mode === mode).map((entry) => entry.page))];
  const lines = [
    `#### ${mode}: ours / stock`,
    '',
    '| Page | TBT ours / stock | Performance ours / stock | benchmarkIndex (ours, stock) |',
    '| --- | --- | --- | --- |',
  ];
  for (const page of pages) {
    const ours = find(entries, mode, page, 'bulmatic');
    const stock = find(entries, mode, page, 'stock');
    if (!ours || !stock) continue;
    lines.push(
      `| ${page.kind} | ${ratio(ours.tbtMs, stock.tbtMs)} (${fixed(ours.tbtMs, 0)} / ${fixed(stock.tbtMs, 0)} ms) | ` +
        `${ratio(ours.scores.performance, stock.scores.performance)} (${fixed(ours.scores.performance, 2)} / ` +
        `${fixed(stock.scores.performance, 2)}) | ${fixed(ours.benchmarkIndex, 0)}, ${fixed(stock.benchmarkIndex, 0)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * What each start-up change earns: per page kind, the full site's median TBT and performance, and for each variant
 * built without one change the same figures and their difference from the full site (a positive TBT difference:
 * the change saves that much blocking time; a negative one: it costs it).
 */
export function ablationTable(mode: Mode, entries: readonly MeasuredPage[], variants: readonly SiteName[]): string {
  const pages = [...new Set(entries.filter((entry) => entry.mode === mode).map((entry) => entry.page))];
  const header = ['Page', 'ours: TBT, perf', ...variants.map((site) => `${siteLabel(site)}: TBT (change earns), perf`), 'stock: TBT, perf'];
  const lines = [`#### ${mode}: what each start-up change earns`, '', `| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`];
  const cell = (summary: PageSummary | null) =>
    summary ? `${fixed(summary.tbtMs, 0)} ms, ${fixed(summary.scores.performance, 2)}` : 'n/a';
  for (const page of pages) {
    const ours = find(entries, mode, page, 'bulmatic');
    const cells = variants.map((site) => {
      const without = find(entries, mode, page, site);
      if (!without || !ours || without.tbtMs === null || ours.tbtMs === null) return cell(without);
      const earns = without.tbtMs - ours.tbtMs;
      return `${fixed(without.tbtMs, 0)} ms (${earns >= 0 ? '+' : '−'}${Math.abs(Math.round(earns))} ms), ${fixed(without.scores.performance, 2)}`;
    });
    lines.push(`| ${[page.kind, cell(ours), ...cells, cell(find(entries, mode, page, 'stock'))].join(' | ')} |`);
  }
  return lines.join('\n');
}

function shortUrl(url: string): string {
  try {
    const {pathname} = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url;
  }
}

/**
 * Where the main thread's time goes, ours beside stock (Lighthouse's groups, of the reported run), and our long tasks
 * after the first contentful paint with the script each is attributed to: what to look at when ours blocks longer.
 */
export function mainThreadTable(mode: Mode, entries: readonly MeasuredPage[]): string {
  const rows = entries.filter((entry) => entry.mode === mode && (entry.site === 'bulmatic' || entry.site === 'stock') && entry.summary);
  const groups = [...new Set(rows.flatMap((entry) => entry.summary!.mainThread.map(({group}) => group)))];
  const lines = [
    `#### ${mode}: main-thread time by kind (ms), and our long tasks after the first paint`,
    '',
    `| Page | ${groups.join(' | ')} | long tasks after FCP |`,
    `|${' --- |'.repeat(groups.length + 2)}`,
  ];
  for (const entry of rows) {
    const summary = entry.summary!;
    const byGroup = new Map(summary.mainThread.map(({group, ms}) => [group, ms]));
    const late = summary.longTasks.filter((task) => summary.fcpMs === null || task.startMs >= summary.fcpMs);
    const tasks =
      entry.site === 'bulmatic'
        ? late.map((task) => `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} (${shortUrl(task.url)})`).join('; ') || 'none'
        : `${late.length}, ${Math.round(late.reduce((sum, task) => sum + task.durationMs, 0))} ms in all`;
    lines.push(`| ${entry.page.kind} (${siteLabel(entry.site)}) | ${groups.map((group) => fixed(byGroup.get(group) ?? 0, 0)).join(' | ')} | ${tasks} |`);
  }
  return lines.join('\n');
}
