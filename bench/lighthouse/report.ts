/**
 * Markdown for the measured runs: one table per mode with a row per page per site, then our pages that miss a
 * performance target (the mode's threshold, or the stock page's score), with the metrics that cost them points and
 * the failing audits worth the most points.
 */
import { cpuSlowdown, type Mode } from './audit.js';
import type { PageKind, SiteName } from './pages.js';
import type { FailingAudit, PageSummary } from './summary.js';

/** Performance score each of our pages must reach, per mode. */
export const PERFORMANCE_TARGET: Readonly<Record<Mode, number>> = { mobile: 0.95, desktop: 1 };

export interface MeasuredPage {
  mode: Mode;
  page: PageKind;
  site: SiteName;
  /** The path measured, or null where the site has no page of this kind. */
  path: string | null;
  /** The reported (median) run; null where there is no page. */
  summary: PageSummary | null;
  /** Every run, in the order they ran. */
  runs: PageSummary[];
}

/** The middle value of the runs that have one (the lower middle of an even count); null if none has. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : (known[Math.floor((known.length - 1) / 2)] as number);
}

const performanceOf = (run: PageSummary) => run.scores.performance;
const tbtOf = (run: PageSummary) => run.tbtMs;

/** A figure's median over a page's runs (the done-when of issue 22 compares medians of score and of TBT). */
function medianRunValue(entry: MeasuredPage | undefined, pick: (run: PageSummary) => number | null): number | null {
  return entry ? medianOf(entry.runs.map(pick)) : null;
}

/** The benchmarkIndex range of a page's runs, as Lighthouse measured it before each. */
function benchmarkRange(entry: MeasuredPage): string {
  const indexes = entry.runs.flatMap((run) => (run.benchmarkIndex === null ? [] : [Math.round(run.benchmarkIndex)]));
  if (indexes.length === 0) return 'n/a';
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return low === high ? `${low}` : `${low}–${high}`;
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

/** The median of a page's runs, with their range where there was more than one. */
function medianCell(values: readonly (number | null)[], digits: number): string {
  const median = fixed(medianOf(values), digits);
  const runs = values.filter((value): value is number => value !== null);
  if (runs.length < 2) return median;
  return `${median} (${Math.min(...runs).toFixed(digits)}–${Math.max(...runs).toFixed(digits)})`;
}

function row(entry: MeasuredPage): string {
  const label = `${entry.page.kind} (${siteLabel(entry.site)})`;
  const { summary } = entry;
  if (!summary) {
    const reason = typeof entry.page.stock === 'string' ? 'not measured' : entry.page.stock.missing;
    return `| ${label} | — | ${reason} | | | | | | | |`;
  }
  const cells = [
    label,
    `\`${entry.path}\``,
    medianCell(entry.runs.map(performanceOf), 2),
    fixed(summary.scores.accessibility, 2),
    fixed(summary.scores.bestPractices, 2),
    fixed(summary.scores.seo, 2),
    fixed(summary.lcpMs, 2, 1000),
    medianCell(entry.runs.map(tbtOf), 0),
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
    const performance = medianRunValue(entry, performanceOf);
    if (entry.site !== 'bulmatic' || !entry.summary || performance === null) continue;
    const target = PERFORMANCE_TARGET[entry.mode];
    const stock = find(entries, entry.mode, entry.page, 'stock');
    const stockScore = medianRunValue(stock, performanceOf);
    const [tbt, stockTbt] = [medianRunValue(entry, tbtOf), medianRunValue(stock, tbtOf)];
    const missed = [
      ...(performance < target ? [`< ${target}`] : []),
      ...(stockScore !== null && performance < stockScore ? [`behind stock ${stockScore.toFixed(2)}`] : []),
      ...(tbt !== null && stockTbt !== null && tbt > stockTbt
        ? [`TBT ${Math.round(tbt)} ms against stock's ${Math.round(stockTbt)}`]
        : []),
    ];
    if (missed.length === 0) continue;
    const versus =
      stockScore === null
        ? '; stock has no such page'
        : performance < stockScore
          ? ''
          : `; stock ${stockScore.toFixed(2)}`;
    lines.push(
      `- ${entry.mode} \`${entry.path}\`: performance ${performance.toFixed(2)} (${missed.join(', ')}${versus})`,
    );
    const losses = entry.summary.metricLosses.map(
      (loss) =>
        `${loss.metric} ${loss.displayValue.replace(/\u00a0/g, ' ')} (score ${loss.score.toFixed(2)}, −${loss.pointsLost.toFixed(1)} points)`,
    );
    if (losses.length > 0) lines.push(`  - costly metrics: ${losses.join(', ')}`);
    const audits = entry.summary.failingAudits.slice(0, topAudits);
    if (audits.length === 0) lines.push('  - no failing insight or diagnostic: the metrics themselves are slow');
    for (const audit of audits) lines.push(`  - \`${audit.id}\` ${audit.title}${savingsText(audit)}`);
  }
  if (lines.length === 0) {
    return 'Every page of ours meets its performance target and is ahead of or level with stock in score and TBT.';
  }
  return lines.join('\n');
}

function ratio(value: number | null | undefined, base: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || base === null || base === undefined || base === 0) return 'n/a';
  return (value / base).toFixed(digits);
}

function find(entries: readonly MeasuredPage[], mode: Mode, page: PageKind, site: SiteName): MeasuredPage | undefined {
  return entries.find((entry) => entry.mode === mode && entry.page === page && entry.site === site && entry.summary);
}

/**
 * Ours against stock per page kind, as ratios of the medians over the runs (TBT ours / stock, lower is better;
 * performance ours / stock, higher is better), so that a result can be compared across machines, with the
 * benchmarkIndex range of each site's runs.
 */
export function ratioTable(mode: Mode, entries: readonly MeasuredPage[]): string {
  const pages = [...new Set(entries.filter((entry) => entry.mode === mode).map((entry) => entry.page))];
  const lines = [
    `#### ${mode}: ours / stock, medians of the runs`,
    '',
    '| Page | TBT ours / stock | Performance ours / stock | benchmarkIndex (ours; stock) |',
    '| --- | --- | --- | --- |',
  ];
  for (const page of pages) {
    const ours = find(entries, mode, page, 'bulmatic');
    const stock = find(entries, mode, page, 'stock');
    if (!ours || !stock) continue;
    const [ourTbt, stockTbt] = [medianRunValue(ours, tbtOf), medianRunValue(stock, tbtOf)];
    const [ourScore, stockScore] = [medianRunValue(ours, performanceOf), medianRunValue(stock, performanceOf)];
    lines.push(
      `| ${page.kind} | ${ratio(ourTbt, stockTbt)} (${fixed(ourTbt, 0)} / ${fixed(stockTbt, 0)} ms) | ` +
        `${ratio(ourScore, stockScore)} (${fixed(ourScore, 2)} / ${fixed(stockScore, 2)}) | ` +
        `${benchmarkRange(ours)}; ${benchmarkRange(stock)} |`,
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
  const header = [
    'Page',
    'ours: TBT, perf',
    ...variants.map((site) => `${siteLabel(site)}: TBT (change earns), perf`),
    'stock: TBT, perf',
  ];
  const lines = [
    `#### ${mode}: what each start-up change earns`,
    '',
    `| ${header.join(' | ')} |`,
    `|${' --- |'.repeat(header.length)}`,
  ];
  const cell = (entry: MeasuredPage | undefined) =>
    entry ? `${fixed(medianRunValue(entry, tbtOf), 0)} ms, ${fixed(medianRunValue(entry, performanceOf), 2)}` : 'n/a';
  for (const page of pages) {
    const oursEntry = find(entries, mode, page, 'bulmatic');
    const ours = medianRunValue(oursEntry, tbtOf);
    const cells = variants.map((site) => {
      const without = find(entries, mode, page, site);
      const withoutTbt = medianRunValue(without, tbtOf);
      if (withoutTbt === null || ours === null) return cell(without);
      const earns = withoutTbt - ours;
      const sign = earns >= 0 ? '+' : '−';
      const score = fixed(medianRunValue(without, performanceOf), 2);
      return `${fixed(withoutTbt, 0)} ms (${sign}${Math.abs(Math.round(earns))} ms), ${score}`;
    });
    const ends = [cell(oursEntry), ...cells, cell(find(entries, mode, page, 'stock'))];
    lines.push(`| ${[page.kind, ...ends].join(' | ')} |`);
  }
  return lines.join('\n');
}

function shortUrl(url: string): string {
  try {
    const { pathname } = new URL(url);
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
  const rows = entries.filter(
    (entry) => entry.mode === mode && (entry.site === 'bulmatic' || entry.site === 'stock') && entry.summary,
  );
  const groups = [...new Set(rows.flatMap((entry) => entry.summary!.mainThread.map(({ group }) => group)))];
  const lines = [
    `#### ${mode}: main-thread time by kind (ms), and our long tasks after the first paint`,
    '',
    `| Page | ${groups.join(' | ')} | long tasks after FCP |`,
    `|${' --- |'.repeat(groups.length + 2)}`,
  ];
  for (const entry of rows) {
    const summary = entry.summary!;
    const byGroup = new Map(summary.mainThread.map(({ group, ms }) => [group, ms]));
    const late = summary.longTasks.filter((task) => summary.fcpMs === null || task.startMs >= summary.fcpMs);
    const tasks =
      entry.site === 'bulmatic'
        ? late
            .map((task) => `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} (${shortUrl(task.url)})`)
            .join('; ') || 'none'
        : `${late.length}, ${Math.round(late.reduce((sum, task) => sum + task.durationMs, 0))} ms in all`;
    lines.push(
      `| ${entry.page.kind} (${siteLabel(entry.site)}) | ${groups.map((group) => fixed(byGroup.get(group) ?? 0, 0)).join(' | ')} | ${tasks} |`,
    );
  }
  return lines.join('\n');
}
