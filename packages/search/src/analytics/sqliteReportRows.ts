import type { SearchRow } from './countedSearches.js';
import type { AnalyticsDatabase } from './database.js';
import type { ClickRow, DayAtCap, FeedbackCommentRow, FeedbackPageRow, ReadRow, ReportRows } from './reportRows.js';

/** The report's rows from a SQLite analytics file (opened read-only by the report, or the store's own). */
export function sqliteReportRows(db: AnalyticsDatabase, { closeWith = false } = {}): ReportRows {
  return {
    async searches(index, from, to) {
      return db
        .prepare(
          `SELECT id, time, query, nb_hits AS nbHits, query_id AS queryID FROM searches
           WHERE index_name = ? AND time >= ? AND time < ? ORDER BY time, id`,
        )
        .all(index, from, to) as SearchRow[];
    },
    async clicksAfterSearches(index, from, to) {
      return db
        .prepare(
          `SELECT e.query_id AS queryID, e.object_id AS objectID, e.position AS position FROM events e
           WHERE e.event_type = 'click' AND e.index_name = ? AND e.query_id IN (
             SELECT query_id FROM searches WHERE index_name = ? AND time >= ? AND time < ? AND query_id IS NOT NULL)
           ORDER BY e.id`,
        )
        .all(index, index, from, to) as ClickRow[];
    },
    async daysAtCap(counter, index, { firstDay, lastDay }) {
      const table = counter === 'events' ? 'event_rows_per_day' : 'search_rows_per_day';
      return db
        .prepare(
          `SELECT day, refused AS refusedRows FROM ${table}
           WHERE index_name = ? AND day BETWEEN ? AND ? AND refused > 0 ORDER BY day`,
        )
        .all(index, firstDay, lastDay) as DayAtCap[];
    },
    async feedbackPages({ firstDay, lastDay }, limit) {
      return db
        .prepare(
          `SELECT path, sum(helpful) AS yes, sum(1 - helpful) AS no FROM feedback WHERE day BETWEEN ? AND ?
           GROUP BY path ORDER BY count(*) DESC, path LIMIT ?`,
        )
        .all(firstDay, lastDay, limit) as FeedbackPageRow[];
    },
    async feedbackTotals({ firstDay, lastDay }) {
      return db
        .prepare(
          `SELECT coalesce(sum(helpful), 0) AS yes, coalesce(sum(1 - helpful), 0) AS no, count(comment) AS comments
           FROM feedback WHERE day BETWEEN ? AND ?`,
        )
        .get(firstDay, lastDay) as { yes: number; no: number; comments: number };
    },
    async latestComments({ firstDay, lastDay }, paths, perPage) {
      return db
        .prepare(
          `SELECT path, day, helpful, comment FROM (
             SELECT path, day, helpful, comment, row_number() OVER (PARTITION BY path ORDER BY id DESC) AS rank
             FROM feedback WHERE comment IS NOT NULL AND day BETWEEN ? AND ? AND path IN (SELECT value FROM json_each(?)))
           WHERE rank <= ? ORDER BY path, rank`,
        )
        .all(firstDay, lastDay, JSON.stringify(paths), perPage) as FeedbackCommentRow[];
    },
    async feedbackDaysAtCap({ firstDay, lastDay }, cap) {
      return db
        .prepare('SELECT day FROM feedback WHERE day BETWEEN ? AND ? GROUP BY day HAVING count(*) >= ? ORDER BY day')
        .pluck()
        .all(firstDay, lastDay, cap) as string[];
    },
    async reads({ firstDay, lastDay }) {
      return db
        .prepare(`SELECT path, kind, sum(count) AS reads FROM page_reads WHERE day BETWEEN ? AND ? GROUP BY kind, path`)
        .all(firstDay, lastDay) as ReadRow[];
    },
    async readDaysAtCap({ firstDay, lastDay }) {
      return db
        .prepare(
          `SELECT day, refused AS refusedReads FROM read_rows_per_day
           WHERE day BETWEEN ? AND ? AND refused > 0 ORDER BY day`,
        )
        .all(firstDay, lastDay) as { day: string; refusedReads: number }[];
    },
    async indexes() {
      return db
        .prepare('SELECT index_name AS name FROM searches UNION SELECT index_name FROM events ORDER BY name')
        .pluck()
        .all() as string[];
    },
    async close() {
      if (closeWith) db.close();
    },
  };
}
