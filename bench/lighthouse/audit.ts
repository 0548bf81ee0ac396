/**
 * One Lighthouse run of one URL in one mode, in a Chromium of its own (a fresh profile each time, so no run sees
 * another's cache). Mobile is Lighthouse's default: an emulated Moto G Power with simulated slow-4G and 4x CPU
 * throttling; desktop is Lighthouse's own desktop config. Returns the full report (LHR).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';

export type Mode = 'mobile' | 'desktop';

export const MODES: readonly Mode[] = ['mobile', 'desktop'];

/** The modes `LIGHTHOUSE_MODES` names (`mobile`, `desktop` or both, comma-separated), or both. */
export function modesWanted(raw = process.env.LIGHTHOUSE_MODES?.trim() ?? ''): readonly Mode[] {
  if (raw === '') return MODES;
  return raw.split(',').map((name) => {
    const mode = MODES.find((known) => known === name.trim());
    if (!mode) throw new Error(`LIGHTHOUSE_MODES names no mode: "${name.trim()}" (known: ${MODES.join(', ')})`);
    return mode;
  });
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // Nothing but the two loopback servers is measured: every host name fails to resolve, the same on any machine
  // (the stock blog's author avatars on github.com then fail fast instead of depending on the network).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** `undefined` is Lighthouse's default config, which is the mobile one. */
function configFor(mode: Mode): Config | undefined {
  return mode === 'desktop' ? desktopConfig : undefined;
}

/** Each mode's own CPU slowdown (Lighthouse's mobile default and its desktop config). */
const CPU_SLOWDOWN: Readonly<Record<Mode, number>> = { mobile: 4, desktop: 1 };

/**
 * `LIGHTHOUSE_CPU_FACTOR`: a factor on each mode's CPU slowdown (default 1), so that a fast machine can stand for a
 * slower one. Lighthouse simulates its throttling from the tasks it observes, so the same pages score higher on a
 * faster CPU; a factor of B / 1000 on a machine of benchmarkIndex B measures roughly as a machine of benchmarkIndex
 * 1,000 would with the factor 1.
 */
export function cpuFactor(raw = process.env.LIGHTHOUSE_CPU_FACTOR?.trim() ?? ''): number {
  if (raw === '') return 1;
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor < 1 || factor > 20) {
    throw new Error(`LIGHTHOUSE_CPU_FACTOR must be a number from 1 to 20, got "${raw}"`);
  }
  return factor;
}

/** The CPU slowdown a mode runs with, the factor applied. */
export function cpuSlowdown(mode: Mode, factor = cpuFactor()): number {
  return CPU_SLOWDOWN[mode] * factor;
}

/** Lighthouse's own word for a page load it could not record properly (NO_NAVSTART, NO_FCP...), worth another try. */
class RuntimeError extends Error {}

async function auditOnce(url: string, mode: Mode): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Only when asked: otherwise each mode keeps its config's throttling untouched.
        ...(cpuFactor() !== 1 && { throttling: { cpuSlowdownMultiplier: cpuSlowdown(mode) } }),
      },
      configFor(mode),
    );
    if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = runner;
    if (lhr.runtimeError) throw new RuntimeError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** Tries a run again, in a new browser, when Lighthouse reports a broken recording; gives up after `attempts`. */
export async function auditUrl(
  url: string,
  mode: Mode,
  onRetry: (error: string) => void,
  attempts = 3,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, mode);
    } catch (error) {
      if (!(error instanceof RuntimeError)) throw error;
      if (attempt >= attempts)
        throw new Error(`Lighthouse could not measure ${url} (${mode}) in ${attempts} attempts: ${error.message}`);
      onRetry(error.message);
    }
  }
}
