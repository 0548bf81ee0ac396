/**
 * Lighthouse: our documentation site against a stock Docusaurus site, page kind by page kind.
 *
 * Measured: Lighthouse 13 (npm) in Debian's Chromium, headless, in mobile mode (its default: emulated Moto G Power,
 * simulated slow 4G, 4x CPU slowdown) and desktop mode (its desktop config), categories performance, accessibility,
 * best practices and SEO; reported per page: the four scores, LCP, TBT, CLS and JavaScript transfer size, then our
 * pages that miss a target (performance below 0.95 mobile or 1.0 desktop, or behind the stock page of the same kind)
 * with their top 3 failing performance audits. The browser resolves no host names, so only the two loopback sites
 * load and results do not depend on the network.
 *
 * Pages: home, a guide, an API page with live examples, a blog post and the search page of ours, served by our own
 * server (the search package's, with its search API); and the closest pages of the peer, Docusaurus 3.10's classic
 * TypeScript template generated with create-docusaurus into the system's temporary folder, built in this run and
 * served with the same compression and cache policy (it has no search page).
 *
 * Run `npm run build` first, then `npm run bench:lighthouse` (or `npx tsx bench/lighthouse/index.ts`).
 * LIGHTHOUSE_RUNS=3 runs each page and mode three times, the sites taking turns run by run, and reports the median
 * performance score and the median TBT, with the other figures from the run of median score (default 1: 18 runs
 * of 10-30 s each here, about 6 minutes with the stock build; the first run also spends a few minutes generating and
 * installing the stock site). CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_FRESH_STOCK=1
 * regenerates the cached stock site. The report is written to bench/results/lighthouse.md; the full Lighthouse
 * reports of the last run (one JSON per page, mode and run) and their summary to bench/results/lighthouse-reports/,
 * which git ignores.
 *
 * Narrower or wider runs: LIGHTHOUSE_PAGES (page kinds, comma-separated: `home,API page`), LIGHTHOUSE_MODES (`mobile`,
 * `desktop`). LIGHTHOUSE_CPU_FACTOR multiplies each mode's CPU slowdown (mobile 4x, desktop 1x) so that a fast
 * machine stands for a slower one (audit.ts cpuFactor). LIGHTHOUSE_VARIANTS=each (or a list of names from
 * packages/config/src/startupChanges.ts) also builds our site without each start-up change (variants.ts, about five
 * minutes per build) and measures every variant in the same loop as ours and stock, then reports what each change
 * earns; with it, every run reports the ratios ours / stock.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../scripts/chromium.js';
import { loadAverage, packageVersion, RESULTS_DIR, writeResults } from '../results.js';
import { auditUrl, cpuFactor, cpuSlowdown, modesWanted, MODES, type Mode } from './audit.js';
import { pageKindsWanted, pathFor, type PageKind, type SiteName } from './pages.js';
import { ablationTable, mainThreadTable, missedTargets, modeTable, ratioTable, type MeasuredPage } from './report.js';
import { startOurSite, startStaticSite, type RunningSite } from './servers.js';
import { prepareStockSite, STOCK_DOCUSAURUS_VERSION } from './stockSite.js';
import { medianRun, summarize, type PageSummary } from './summary.js';
import { buildVariant, variantsWanted } from './variants.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const SITE_ROOT = path.join(repositoryRoot, 'website', 'build');
/** Too big to commit and only read to dig into one run: replaced by each run. */
const REPORTS_DIR = path.join(RESULTS_DIR, 'lighthouse-reports');

function runsPerPage(): number {
  const raw = process.env.LIGHTHOUSE_RUNS?.trim();
  if (!raw) return 1;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, got "${raw}"`);
  return runs;
}

/** Progress goes to stderr so stdout is only the report. */
function log(line: string): void {
  console.error(`[lighthouse] ${line}`);
}

function slug(value: string): string {
  return (
    value
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'home'
  );
}

interface SiteUnderTest {
  name: SiteName;
  site: RunningSite;
}

async function measureAll(
  sites: readonly SiteUnderTest[],
  modes: readonly Mode[],
  pages: readonly PageKind[],
  runs: number,
  reportsDir: string,
): Promise<MeasuredPage[]> {
  const measured: MeasuredPage[] = [];
  const total =
    modes.length * pages.reduce((sum, page) => sum + sites.filter(({ name }) => pathFor(page, name)).length, 0) * runs;
  let done = 0;
  for (const mode of modes) {
    for (const page of pages) {
      const present = sites.filter(({ name }) => pathFor(page, name) !== null);
      const summaries = new Map<SiteName, PageSummary[]>(present.map(({ name }) => [name, []]));
      // Run by run, the sites take turns (ours, stock, ours, ...), so a change in the machine's speed over the
      // minutes a page kind takes hits every site alike instead of all of one site's runs.
      for (let run = 1; run <= runs; run++) {
        for (const { name, site } of present) {
          const pagePath = pathFor(page, name) as string;
          const started = Date.now();
          const lhr = await auditUrl(site.origin + pagePath, mode, (error) =>
            log(`${mode} ${name} ${pagePath} run ${run}: ${error}; trying again`),
          );
          writeFileSync(
            path.join(reportsDir, `${mode}-${slug(name)}-${slug(page.kind)}-run${run}.json`),
            JSON.stringify(lhr),
          );
          const summary = summarize(lhr);
          summaries.get(name)?.push(summary);
          done++;
          log(
            `${done}/${total} ${mode} ${name} ${pagePath} run ${run}: performance ${summary.scores.performance ?? 'n/a'} ` +
              `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
          );
        }
      }
      for (const { name } of sites) {
        const pagePath = pathFor(page, name);
        const runsOfSite = summaries.get(name) ?? [];
        if (pagePath === null || runsOfSite.length === 0) {
          measured.push({ mode, page, site: name, path: null, summary: null, runs: [] });
          continue;
        }
        measured.push({ mode, page, site: name, path: pagePath, summary: medianRun(runsOfSite), runs: runsOfSite });
      }
    }
  }
  return measured;
}

const MEDIANS_NOTE =
  ', the sites taking turns run by run (medians of performance and TBT, range of all runs in brackets; the other ' +
  'figures from the run of median performance)';

/** The browser's own name for its version ("Chromium 156.0..."), or its path when it will not say. */
function browserVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return CHROMIUM_PATH;
  }
}

/** For the results file's header: what the scores depend on besides the pages (the CPU above all). */
function runFacts(measured: readonly MeasuredPage[], loadAtStart: string): string[] {
  const facts = [
    `Lighthouse ${packageVersion('lighthouse')} in ${browserVersion()}, headless; CPU slowdown ` +
      `${MODES.map((mode) => `${mode} ${cpuSlowdown(mode)}x`).join(', ')} (LIGHTHOUSE_CPU_FACTOR ${cpuFactor()}).`,
    `Load average ${loadAtStart} at the start, ${loadAverage()} at the end (one minute; above ~1, other processes ` +
      'shared the CPU with the measured browser).',
  ];
  const indexes = measured.flatMap((entry) => (entry.summary?.benchmarkIndex ? [entry.summary.benchmarkIndex] : []));
  if (indexes.length > 0) {
    const slowest = Math.min(...indexes);
    facts.push(
      `Lighthouse benchmarkIndex ${Math.round(slowest)}–${Math.round(Math.max(...indexes))}` +
        (slowest < 1000
          ? ': below the ~1000 its mobile 4x CPU slowdown is calibrated for, so some mobile runs were pessimistic.'
          : '.'),
    );
  }
  return facts;
}

function environmentNote(measured: readonly MeasuredPage[], runs: number, seconds: number): string {
  const lines = [
    "LCP and TBT are Lighthouse's simulated values under each mode's throttling; JS is the compressed transfer size " +
      'of every script the page loaded (its resource summary).',
    `${runs} run(s) per page and mode${runs > 1 ? MEDIANS_NOTE : ''}; ` +
      `stock = create-docusaurus@${STOCK_DOCUSAURUS_VERSION} classic --typescript, built in this run, its pages ` +
      'unmodified (only its install pins @docsearch/react, which the template does not use); ' +
      `whole run ${Math.round(seconds)} s.`,
  ];
  for (const entry of measured) {
    const external = entry.summary?.externalRequests ?? [];
    if (entry.mode !== measured[0]?.mode || external.length === 0) continue;
    const origins = [...new Set(external.map((url) => new URL(url).host))].join(', ');
    lines.push(
      `${entry.site} ${entry.path} asks other hosts (${origins}), which never load here (no DNS in the browser).`,
    );
  }
  return lines.map((line) => `- ${line}`).join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(SITE_ROOT, 'index.html'))) {
    console.error(`No site build at ${SITE_ROOT}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const started = Date.now();
  const loadAtStart = loadAverage();
  const runs = runsPerPage();
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });

  const modes = modesWanted();
  const pages = pageKindsWanted();
  const variantNames = variantsWanted();
  // Read by every audit; checked here so that a bad value stops the run before minutes of building.
  cpuFactor();

  const stock = await prepareStockSite(log);
  // Variants are built before any server starts, so a build never shares the CPU with a measurement.
  const variants = [];
  for (const off of variantNames) variants.push(await buildVariant(off, log));
  const running: SiteUnderTest[] = [];
  try {
    running.push({ name: 'bulmatic', site: await startOurSite(SITE_ROOT) });
    for (const variant of variants)
      running.push({ name: `without ${variant.off}`, site: await startOurSite(variant.siteRoot) });
    running.push({ name: 'stock', site: await startStaticSite(stock.buildDir) });
    log(
      `${running.map(({ name, site }) => `${name} at ${site.origin}`).join(', ')}; full reports in ${path.relative(repositoryRoot, REPORTS_DIR)}`,
    );
    const measured = await measureAll(running, modes, pages, runs, REPORTS_DIR);
    const seconds = (Date.now() - started) / 1000;
    const variantSites = running.map(({ name }) => name).filter((name) => name.startsWith('without '));
    const report = [
      '## Lighthouse: ours vs stock Docusaurus',
      '',
      ...modes.flatMap((mode) => [
        modeTable(mode, measured),
        '',
        ratioTable(mode, measured),
        '',
        mainThreadTable(mode, measured),
        '',
      ]),
      ...(variantSites.length > 0
        ? ['### Start-up changes', '', ...modes.flatMap((mode) => [ablationTable(mode, measured, variantSites), ''])]
        : []),
      '### Our pages missing a target (median performance ≥ 0.95 mobile, 1.0 desktop; median score and TBT not ' +
        'behind stock): top 3 failing audits',
      '',
      missedTargets(measured),
      '',
      '### Notes',
      '',
      environmentNote(measured, runs, seconds),
    ].join('\n');
    console.log(report);
    writeFileSync(path.join(REPORTS_DIR, 'summary.json'), JSON.stringify(measured, null, 2));
    writeResults('bench:lighthouse', report, runFacts(measured, loadAtStart));
  } finally {
    for (const { site } of running) await site.close();
  }
}

await main();
