/**
 * Computes analytics reports in a thread of their own, one at a time per database, each bounded in time and
 * stopped when nobody waits for it any more. A report reads every search of its window: on the server's own thread
 * a flooded month once held pages and searches up for minutes, and went on after the client had gone.
 */
import type { ReportThreadAnswer, ReportThreadData } from '../analytics/reportThread.js';
import type { AnalyticsReport } from '../analytics/reportShape.js';
import { callingModuleUrl } from '../callingModule.js';
import { startModuleWorker } from './moduleWorker.js';

export type { ReportThreadData };

/** A report still running after this long is stopped: the window is too big for what this machine can read. */
export const REPORT_TIMEOUT_MS = 30_000;

/** Why a report was not made; the API turns each into its status. */
export class ReportUnavailable extends Error {
  constructor(
    readonly reason: 'busy' | 'timeout' | 'cancelled' | 'storage',
    message: string,
  ) {
    super(message);
    this.name = 'ReportUnavailable';
  }
}

const REPORT_THREAD = new URL('../analytics/reportThread.ts', callingModuleUrl());

export interface ReportRunnerOptions {
  timeoutMs?: number;
  /** The thread's entry; tests give one that never finishes. */
  entry?: URL;
}

export class ReportRunner {
  private running: { key: string; report: Promise<AnalyticsReport>; waiting: number; stop: () => void } | null = null;
  private readonly timeoutMs: number;
  private readonly entry: URL;

  constructor({ timeoutMs = REPORT_TIMEOUT_MS, entry = REPORT_THREAD }: ReportRunnerOptions = {}) {
    this.timeoutMs = timeoutMs;
    this.entry = entry;
  }

  /** Stops the report being computed, if any: its askers get ReportUnavailable (cancelled). */
  stopAll(): void {
    this.running?.stop();
  }

  /** Whether a report is being computed now. */
  get busy(): boolean {
    return this.running !== null;
  }

  /**
   * The report for `data`. A request for the same report as the one running waits for it; a different one is
   * refused (`busy`) until it ends. `cancelled` resolves when the asker goes away: once nobody waits, the thread
   * is stopped.
   */
  run(data: ReportThreadData, cancelled: Promise<void>): Promise<AnalyticsReport> {
    const key = JSON.stringify([data.source, data.index, data.from, data.to, data.limit, data.feedbackPerDayCap]);
    if (this.running && this.running.key !== key) {
      return Promise.reject(
        new ReportUnavailable('busy', 'Another analytics report is being computed: try again shortly'),
      );
    }
    const running = this.running ?? this.start(key, data);
    running.waiting += 1;
    void cancelled.then(() => {
      running.waiting -= 1;
      if (running.waiting === 0) running.stop();
    });
    return running.report;
  }

  private start(key: string, data: ReportThreadData) {
    const worker = startModuleWorker(this.entry, { workerData: data });
    let stopReason: ReportUnavailable | null = null;
    const stop = (reason: ReportUnavailable) => {
      stopReason ??= reason;
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        stop(
          new ReportUnavailable('timeout', `The report took longer than ${this.timeoutMs / 1000} s and was stopped`),
        ),
      this.timeoutMs,
    );
    const report = new Promise<AnalyticsReport>((resolve, reject) => {
      worker.once('message', (message: ReportThreadAnswer) => {
        if ('report' in message) resolve(message.report);
        else reject(new ReportUnavailable('storage', `The analytics database cannot be read (${message.unavailable})`));
      });
      worker.once('error', reject);
      worker.once('exit', () => reject(stopReason ?? new Error('The report thread ended without a report')));
    }).finally(() => {
      clearTimeout(timer);
      if (this.running?.report === report) this.running = null;
    });
    // A report nobody waits for any more fails unseen.
    report.catch(() => {});
    const running = {
      key,
      report,
      waiting: 0,
      stop: () => stop(new ReportUnavailable('cancelled', 'The report was cancelled')),
    };
    this.running = running;
    return running;
  }
}
