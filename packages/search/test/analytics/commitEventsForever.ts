/**
 * Helper process for the durability test: commits Insights events to the store given as argv[2], one request's
 * worth per transaction, and prints the running number of committed events after each commit, until it is killed.
 */
import { SqliteAnalyticsStore } from '../../src/analytics/sqliteStore.js';
import type { InsightsEvent } from '../../src/analytics/events.js';

const store = new SqliteAnalyticsStore({ file: process.argv[2]!, retentionDays: 90 });
let committed = 0;
for (let request = 0; ; request += 1) {
  const events: InsightsEvent[] = Array.from({ length: 3 }, (_, n) => ({
    eventType: 'click',
    eventName: 'Item Selected',
    index: 'docs',
    objectIDs: [`record-${request}-${n}`],
    positions: [n + 1],
    queryID: request.toString(16).padStart(32, '0'),
    userToken: `reader-${request % 7}`,
    timestamp: Date.now(),
  }));
  committed += await store.recordEvents(events);
  // Printed only after the commit returned: every number the parent reads is on disk.
  process.stdout.write(`${committed}\n`);
}
