/**
 * How many performance points an audit's estimated savings are worth on one page: each metric saving moves the
 * metric along Lighthouse's log-normal scoring curve (its p10 and median are in the report), weighted as the
 * performance category weights that metric. This puts milliseconds of TBT, LCP and FCP and units of CLS on one scale.
 */
import type { Result } from 'lighthouse';

/** The keys of `metricSavings` and the metric audits they belong to. */
const METRIC_AUDITS: Readonly<Record<string, string>> = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  INP: 'interaction-to-next-paint',
};

/** Abramowitz and Stegun 7.1.26; good to about 1e-7, far finer than a score shown with two digits. */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-x * x));
}

/** The score a metric value gets on a log-normal curve that gives 0.9 at p10 and 0.5 at the median. */
export function logNormalScore(value: number, p10: number, median: number): number {
  if (value <= 0) return 1;
  // erfc(x) = 0.2 at this x, which is what makes p10 score 0.9.
  const erfcInverseOfOneFifth = 0.9061938024368232;
  const standardized = (Math.log(value / median) * erfcInverseOfOneFifth) / -Math.log(p10 / median);
  return Math.min(1, Math.max(0, (1 - erf(standardized)) / 2));
}

/** Performance points (0-100 scale) the page would gain if every saving in `savings` were made. */
export function estimatedPointsGained(lhr: Result, savings: Readonly<Record<string, number>>): number {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (totalWeight === 0) return 0;
  let gained = 0;
  for (const [metric, saving] of Object.entries(savings)) {
    const id = METRIC_AUDITS[metric];
    const audit = id ? lhr.audits[id] : undefined;
    const weight = refs.find((ref) => ref.id === id)?.weight ?? 0;
    const options = audit?.scoringOptions;
    if (!audit || !options || weight === 0 || audit.numericValue === undefined) continue;
    const before = logNormalScore(audit.numericValue, options.p10, options.median);
    const after = logNormalScore(Math.max(0, audit.numericValue - saving), options.p10, options.median);
    gained += (weight / totalWeight) * (after - before);
  }
  return gained * 100;
}
