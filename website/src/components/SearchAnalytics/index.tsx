/**
 * The maintainers' search analytics: a form for the admin key and the period, then the report from the search
 * service. The key is sent only to that service, in a header.
 */
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AnalyticsRequestError,
  fetchAnalyticsReport,
  REPORT_WINDOWS_IN_DAYS,
  type AnalyticsReport,
  type ReportWindow,
} from '@site/src/search/analyticsReport';
import ReportView from './ReportView';
import styles from './styles.module.css';

// The key stays for this tab only: it is a secret, and sessionStorage is cleared when the tab closes.
const KEY_STORAGE = 'bulmatic-search-admin-key';

type ReportState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; report: AnalyticsReport };

function readStoredKey(): string {
  try {
    return window.sessionStorage.getItem(KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

function storeKey(key: string): void {
  try {
    window.sessionStorage.setItem(KEY_STORAGE, key);
  } catch {
    // Without storage the key is asked for again on the next visit.
  }
}

/** The admin key form, and the report it unlocks. */
export default function SearchAnalytics(): React.JSX.Element {
  const [adminKey, setAdminKey] = useState('');
  const [days, setDays] = useState<ReportWindow>(7);
  const [state, setState] = useState<ReportState>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);

  const load = useCallback(async (key: string, window: ReportWindow) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ kind: 'loading' });
    try {
      const report = await fetchAnalyticsReport(key, window, controller.signal);
      storeKey(key);
      setState({ kind: 'ready', report });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      const message = error instanceof AnalyticsRequestError ? error.message : 'The report could not be read.';
      setState({ kind: 'error', message });
    }
  }, []);

  // A maintainer who already gave the key in this tab sees the report straight away.
  useEffect(() => {
    const stored = readStoredKey();
    if (stored) {
      setAdminKey(stored);
      void load(stored, 7);
    }
    return () => pending.current?.abort();
  }, [load]);

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void load(adminKey, days);
        }}
      >
        <div className={styles.field}>
          <label htmlFor="search-admin-key">Admin key</label>
          <input
            id="search-admin-key"
            type="password"
            autoComplete="off"
            required
            value={adminKey}
            onChange={(event) => setAdminKey(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="search-analytics-window">Period</label>
          <select
            id="search-analytics-window"
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as ReportWindow)}
          >
            {REPORT_WINDOWS_IN_DAYS.map((option) => (
              <option key={option} value={option}>
                {option === 1 ? 'Last 24 hours' : `Last ${option} days`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? 'Loading…' : 'Show report'}
        </button>
      </form>
      {state.kind === 'error' ? (
        <div className="alert alert--danger margin-top--md" role="alert">
          {state.message}
        </div>
      ) : null}
      {state.kind === 'ready' ? <ReportView report={state.report} /> : null}
    </>
  );
}
