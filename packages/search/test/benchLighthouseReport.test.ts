/**
 * The Lighthouse bench's verdict: issue 22 compares medians over the runs, of the performance score and of TBT, so
 * the report must take both medians from every run rather than the TBT of the run that had the median score, and it
 * must name a page of ours whose median TBT is behind stock's even when its score is not.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS } from '../../../bench/lighthouse/pages.js';
import { medianOf, missedTargets, ratioTable, type MeasuredPage } from '../../../bench/lighthouse/report.js';
import type { PageSummary } from '../../../bench/lighthouse/summary.js';

const guide = PAGE_KINDS.find(({ kind }) => kind === 'guide')!;

function run(performance: number, tbtMs: number, benchmarkIndex = 2000): PageSummary {
  return {
    scores: { performance, accessibility: 1, bestPractices: 1, seo: 1 },
    lcpMs: 1000,
    tbtMs,
    cls: 0,
    scriptBytes: 100_000,
    benchmarkIndex,
    externalRequests: [],
    metricLosses: [],
    failingAudits: [],
    mainThread: [],
    longTasks: [],
    fcpMs: 800,
  };
}

function measured(site: 'bulmatic' | 'stock', runs: PageSummary[]): MeasuredPage {
  // As index.ts reports it: the run of median score stands for the page's other figures.
  const bySorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return { mode: 'mobile', page: guide, site, path: guide.ours, summary: bySorted[1] ?? null, runs };
}

describe('the Lighthouse report', () => {
  it('takes the lower middle of the known values as the median', () => {
    expect(medianOf([300, null, 100, 200])).toBe(200);
    expect(medianOf([4, 1])).toBe(1);
    expect(medianOf([null])).toBeNull();
  });

  it('compares the medians of score and of TBT over every run', () => {
    // Our median-score run (0.95) had a TBT of 400 ms, but the median of our three TBTs is 150 ms.
    const ours = measured('bulmatic', [run(0.97, 150, 2100), run(0.95, 400, 1900), run(0.99, 100, 2300)]);
    const stock = measured('stock', [run(0.9, 200, 2000), run(0.92, 210, 2050), run(0.91, 190, 2500)]);
    const table = ratioTable('mobile', [ours, stock]);
    expect(table).toContain('| guide | 0.75 (150 / 200 ms) | 1.07 (0.97 / 0.91) | 1900–2300; 2000–2500 |');
    expect(missedTargets([ours, stock])).toBe(
      'Every page of ours meets its performance target and is ahead of or level with stock in score and TBT.',
    );
  });

  it('names a page whose median TBT is behind stock even though its score is ahead', () => {
    const ours = measured('bulmatic', [run(0.97, 300), run(0.96, 320), run(0.98, 280)]);
    const stock = measured('stock', [run(0.9, 200), run(0.92, 210), run(0.91, 190)]);
    const verdict = missedTargets([ours, stock]);
    expect(verdict).toContain("TBT 300 ms against stock's 200");
    expect(verdict).not.toContain('behind stock');
  });
});
