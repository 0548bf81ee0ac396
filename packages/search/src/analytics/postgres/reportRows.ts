import type pg from 'pg';
import type { SearchRow } from '../countedSearches.js';
import type { ClickRow, DayAtCap, FeedbackCommentRow, FeedbackPageRow, ReadRow, ReportRows } from '../reportRows.js';

/**
 * The report's rows from PostgreSQL, in the same order as from SQLite: names are compared with the "C" collation
 * (by bytes, as SQLite and JavaScript do) rather than the database's language collation, and aliases are quoted to
 * keep their case.
 */
export function postgresReportRows(client: pg.ClientBase, close: () => Promise<void>): ReportRows {
  const all = async <T extends pg.QueryResultRow>(sql: string, values: unknown[]) =>
    (await client.query<T>(sql, values)).rows;
  return {
    searches(index, from, to) {
      return all<SearchRow>(
        `SELECT id, time, query, nb_hits AS "nbHits", query_id AS "queryID" FROM searches
         WHERE index_name = $1 AND time >= $2 AND time < $3 ORDER BY time, id`,
        [index, from, to],
      );
    },
    clicksAfterSearches(index, from, to) {
      return all<ClickRow>(
        `SELECT e.query_id AS "queryID", e.object_id AS "objectID", e.position AS position FROM events e
         WHERE e.event_type = 'click' AND e.index_name = $1 AND e.query_id IN (
           SELECT query_id FROM searches WHERE index_name = $1 AND time >= $2 AND time < $3 AND query_id IS NOT NULL)
         ORDER BY e.id`,
        [index, from, to],
      );
    },
    daysAtCap(counter, index, { firstDay, lastDay }) {
      const table = counter === 'events' ? 'event_rows_per_day' : 'search_rows_per_day';
      return all<DayAtCap>(
        `SELECT day, refused AS "refusedRows" FROM ${table}
         WHERE index_name = $1 AND day BETWEEN $2 AND $3 AND refused > 0 ORDER BY day COLLATE "C"`,
        [index, firstDay, lastDay],
      );
    },
    feedbackPages({ firstDay, lastDay }, limit) {
      return all<FeedbackPageRow>(
        `SELECT path, sum(helpful) AS yes, sum(1 - helpful) AS no FROM feedback WHERE day BETWEEN $1 AND $2
         GROUP BY path ORDER BY count(*) DESC, path COLLATE "C" LIMIT $3`,
        [firstDay, lastDay, limit],
      );
    },
    async feedbackTotals({ firstDay, lastDay }) {
      const [totals] = await all<{ yes: number; no: number; comments: number }>(
        `SELECT coalesce(sum(helpful), 0) AS yes, coalesce(sum(1 - helpful), 0) AS no, count(comment) AS comments
         FROM feedback WHERE day BETWEEN $1 AND $2`,
        [firstDay, lastDay],
      );
      return totals!;
    },
    latestComments({ firstDay, lastDay }, paths, perPage) {
      return all<FeedbackCommentRow>(
        `SELECT path, day, helpful, comment FROM (
           SELECT path, day, helpful, comment, row_number() OVER (PARTITION BY path ORDER BY id DESC) AS rank
           FROM feedback WHERE comment IS NOT NULL AND day BETWEEN $1 AND $2 AND path = ANY($3::text[])) AS latest
         WHERE rank <= $4 ORDER BY path COLLATE "C", rank`,
        [firstDay, lastDay, paths, perPage],
      );
    },
    async feedbackDaysAtCap({ firstDay, lastDay }, cap) {
      const rows = await all<{ day: string }>(
        `SELECT day FROM feedback WHERE day BETWEEN $1 AND $2 GROUP BY day HAVING count(*) >= $3
         ORDER BY day COLLATE "C"`,
        [firstDay, lastDay, cap],
      );
      return rows.map((row) => row.day);
    },
    reads({ firstDay, lastDay }) {
      // sum() of bigint is numeric, which pg reads as a string: cast back, every count is a safe integer.
      return all<ReadRow>(
        `SELECT path, kind, sum(count)::bigint AS reads FROM page_reads WHERE day BETWEEN $1 AND $2
         GROUP BY kind, path`,
        [firstDay, lastDay],
      );
    },
    readDaysAtCap({ firstDay, lastDay }) {
      return all<{ day: string; refusedReads: number }>(
        `SELECT day, refused AS "refusedReads" FROM read_rows_per_day
         WHERE day BETWEEN $1 AND $2 AND refused > 0 ORDER BY day COLLATE "C"`,
        [firstDay, lastDay],
      );
    },
    async indexes() {
      const rows = await all<{ name: string }>(
        `SELECT index_name AS name FROM searches UNION SELECT index_name FROM events ORDER BY name COLLATE "C"`,
        [],
      );
      return rows.map((row) => row.name);
    },
    close,
  };
}
