import type { InsightsEvent } from '../../src/analytics/events.js';
import type { AnalyticsReport } from '../../src/analytics/report.js';
import type { SqliteAnalyticsStore } from '../../src/analytics/sqliteStore.js';
import type { ReadKind } from '../../src/analytics/reads.js';
import type { AnalyticsStore } from '../../src/analytics/store.js';
import { INDEX } from './site.js';

export const FROM = Date.UTC(2026, 10, 14);
export const TO = Date.UTC(2026, 10, 21);
const NOV_20 = Date.UTC(2026, 10, 20, 10);
const NOV_19 = Date.UTC(2026, 10, 19, 9);
const NOV_18 = Date.UTC(2026, 10, 18, 8);

const queryID = (n: number) => n.toString(16).padStart(32, '0');

/** One page feedback answer as the table keeps it: its day, page, answer and comment. */
export type FeedbackRow = [day: string, path: string, helpful: boolean, comment: string | null];

/** Writes feedback rows straight into a SQLite store's file, each on the day it names. */
export const sqliteFeedbackWriter =
  (store: SqliteAnalyticsStore) =>
  async (rows: FeedbackRow[]): Promise<void> => {
    const insert = store.db.prepare('INSERT INTO feedback (day, path, helpful, comment) VALUES (?, ?, ?, ?)');
    for (const [day, path, helpful, comment] of rows) insert.run(day, path, helpful ? 1 : 0, comment);
  };

/**
 * A week of searching with every case the report must get right: keystroke sequences, a query that only differs in
 * case and spaces, no-result queries, several clicks on one search, a click on an unknown record, a click and a
 * search outside the counted set, views and conversions (which are not clicks), and searches at both window edges.
 * Page feedback keeps only its day, so `writeFeedback` writes it directly, each answer on the day the fixture says.
 */
export async function writeReportFixture(
  store: AnalyticsStore,
  writeFeedback: (rows: FeedbackRow[]) => Promise<void>,
): Promise<void> {
  const searches: [time: number, query: string, nbHits: number, id: number | null, index?: string][] = [
    // Typing "Button": only the last keystroke counts.
    [NOV_20, 'b', 5, 1],
    [NOV_20 + 300, 'bu', 4, 2],
    [NOV_20 + 600, 'but', 3, 3],
    [NOV_20 + 900, 'butt', 2, 4],
    [NOV_20 + 1200, 'butto', 2, 5],
    [NOV_20 + 1500, 'Button', 2, 6],
    [NOV_20 + 60_000, 'mo', 1, 7],
    [NOV_20 + 60_400, 'modal', 3, 8],
    [NOV_20 + 120_000, 'qzx', 0, null],
    // Another index extending "qzx" says nothing about this one.
    [NOV_20 + 120_500, 'qzxw', 0, null, 'other'],
    // The same query a day earlier, with a trailing space; then a longer query, but 5 s later: both count.
    [NOV_19, 'button ', 2, 9],
    [NOV_19 + 5000, 'button color', 1, 10],
    [NOV_18, 'qz', 0, null],
    [NOV_18 + 500, 'qzx', 0, null],
    [NOV_18 + 4 * 3600_000, 'modla', 0, 11],
    // Window edges: the first instant is in, the instant before is out; a search in the last second that the reader
    // extended just after the window is not counted, and the extension itself is outside.
    [FROM - 1, 'modal', 1, null],
    [FROM, 'Modal', 1, null],
    [TO - 1000, 'butt', 2, 12],
    [TO + 500, 'button', 2, 13],
  ];
  for (const [time, query, nbHits, id, index = INDEX] of searches) {
    store.logSearch({ time, index, query, nbHits, queryID: id === null ? null : queryID(id) });
  }
  await store.flush();

  const event = (
    eventType: InsightsEvent['eventType'],
    time: number,
    objectIDs: string[],
    id?: number,
    positions?: number[],
  ): InsightsEvent => ({
    eventType,
    eventName: eventType,
    index: INDEX,
    objectIDs,
    positions: positions ?? null,
    queryID: id === undefined ? null : queryID(id),
    userToken: 'reader',
    timestamp: time,
  });
  await store.recordEvents([
    event('view', NOV_20 + 1600, ['button', 'button-colour']),
    event('click', NOV_20 + 3000, ['button'], 6, [1]),
    event('click', NOV_20 + 62_000, ['modal'], 8, [3]),
    event('conversion', NOV_20 + 70_000, ['modal'], 8),
    event('click', NOV_19 + 8000, ['button-colour'], 10, [2]),
    event('click', NOV_19 + 9000, ['gone'], 10, [4]),
    // On a search that does not count (the reader kept typing), and without any search: neither is in the report.
    event('click', NOV_20 + 700, ['button'], 3, [2]),
    event('click', NOV_20 + 9000, ['modal']),
  ]);

  await writeFeedback([
    ['2026-11-13', '/docs/api/elements/button', true, 'Before the window'],
    ['2026-11-14', '/docs/api/elements/button', false, 'The colour example is cut off | at 375 px'],
    ['2026-11-18', '/docs/api/elements/button', true, null],
    ['2026-11-20', '/docs/api/components/modal', false, null],
    ['2026-11-20', '/docs/api/elements/button', true, 'Clear, thanks'],
    ['2026-11-20', '/docs/api/components/modal', false, 'How do I close it with Escape?'],
    ['2026-11-21', '/docs/api/components/modal', true, 'After the window'],
  ]);

  // Reads: readers' pages, a crawler's page, twins both ways, the llms files and MCP tools; days outside the window.
  const reads: [time: number, kind: ReadKind, path: string, times: number][] = [
    [NOV_20, 'page', '/docs/api/elements/button', 4],
    [NOV_20, 'page', '/docs/api/components/modal', 1],
    [NOV_18, 'page', '/docs/api/components/modal', 2],
    [NOV_20, 'page-by-bot', '/docs/api/elements/button', 1],
    [NOV_20, 'twin', '/docs/api/elements/button', 2],
    [NOV_19, 'twin-by-accept', '/docs/api/components/modal', 1],
    [NOV_20, 'llms', '/llms.txt', 2],
    [NOV_20, 'llms', '/llms-full.txt', 1],
    [NOV_19, 'mcp-tool', 'search_docs', 2],
    [NOV_20, 'mcp-tool', 'get_page', 1],
    [FROM - 1, 'page', '/docs/api/components/modal', 5],
    [TO, 'page', '/docs/api/components/modal', 5],
  ];
  for (const [time, kind, path, times] of reads) {
    for (let n = 0; n < times; n += 1) store.countRead({ time, kind, path });
  }
  await store.flush();
}

export const EXPECTED_REPORT: AnalyticsReport = {
  index: INDEX,
  from: '2026-11-14T00:00:00.000Z',
  to: '2026-11-21T00:00:00.000Z',
  totals: { searches: 8, searchesWithoutResults: 3, clicks: 4, clickThroughRate: 0.38, averageClickPosition: 2.5 },
  topQueries: [
    { query: 'button', searches: 2, averageHits: 2, clicks: 1, clickThroughRate: 0.5, averageClickPosition: 1 },
    { query: 'modal', searches: 2, averageHits: 2, clicks: 1, clickThroughRate: 0.5, averageClickPosition: 3 },
    { query: 'qzx', searches: 2, averageHits: 0, clicks: 0, clickThroughRate: 0, averageClickPosition: null },
    { query: 'button color', searches: 1, averageHits: 1, clicks: 2, clickThroughRate: 1, averageClickPosition: 3 },
    { query: 'modla', searches: 1, averageHits: 0, clicks: 0, clickThroughRate: 0, averageClickPosition: null },
  ],
  noResultQueries: [
    { query: 'qzx', searches: 2 },
    { query: 'modla', searches: 1 },
  ],
  topPages: [
    { url: '/docs/api/elements/button', clicks: 2 },
    { url: '/docs/api/components/modal', clicks: 1 },
  ],
  clicksOnUnknownRecords: 1,
  searchesPerDay: [
    { day: '2026-11-14', searches: 1 },
    { day: '2026-11-18', searches: 2 },
    { day: '2026-11-19', searches: 2 },
    { day: '2026-11-20', searches: 3 },
  ],
  eventDaysAtCap: [],
  searchDaysAtCap: [],
  feedback: {
    totals: { yes: 2, no: 3, helpfulShare: 0.4, comments: 3 },
    pages: [
      {
        path: '/docs/api/elements/button',
        yes: 2,
        no: 1,
        helpfulShare: 0.67,
        latestComments: [
          { day: '2026-11-20', helpful: true, comment: 'Clear, thanks' },
          { day: '2026-11-14', helpful: false, comment: 'The colour example is cut off | at 375 px' },
        ],
      },
      {
        path: '/docs/api/components/modal',
        yes: 0,
        no: 2,
        helpfulShare: 0,
        latestComments: [{ day: '2026-11-20', helpful: false, comment: 'How do I close it with Escape?' }],
      },
    ],
    daysAtCap: [],
  },
  reads: {
    totals: { readers: 7, assistants: 10, readerShare: 0.41, assistantShare: 0.59 },
    byKind: [
      { kind: 'page', reads: 7 },
      { kind: 'page-by-bot', reads: 1 },
      { kind: 'twin', reads: 2 },
      { kind: 'twin-by-accept', reads: 1 },
      { kind: 'llms', reads: 3 },
      { kind: 'mcp-tool', reads: 3 },
    ],
    readerPages: [
      { path: '/docs/api/elements/button', reads: 4 },
      { path: '/docs/api/components/modal', reads: 3 },
    ],
    assistantReads: [
      { path: '/docs/api/elements/button', kind: 'twin', reads: 2 },
      { path: '/llms.txt', kind: 'llms', reads: 2 },
      { path: 'search_docs', kind: 'mcp-tool', reads: 2 },
      { path: '/docs/api/elements/button', kind: 'page-by-bot', reads: 1 },
      { path: '/docs/api/components/modal', kind: 'twin-by-accept', reads: 1 },
      { path: '/llms-full.txt', kind: 'llms', reads: 1 },
      { path: 'get_page', kind: 'mcp-tool', reads: 1 },
    ],
    daysAtCap: [],
  },
};
