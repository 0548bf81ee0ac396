/**
 * Where a report reads a store's rows, as plain data that can be handed to the report's thread: the thread opens
 * its own connection (a read-only SQLite handle, or a PostgreSQL client), so that neither the reading nor the
 * counting runs on the server's thread.
 */
import { openAnalyticsDatabaseReadOnly } from './database.js';
import { analyticsClient } from './postgres/connection.js';
import { postgresReportRows } from './postgres/reportRows.js';
import type { ReportRows } from './reportRows.js';
import { sqliteReportRows } from './sqliteReportRows.js';

export type ReportSource = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Opens the source for reading; close the rows when done. */
export async function openReportRows(source: ReportSource): Promise<ReportRows> {
  if (source.kind === 'sqlite')
    return sqliteReportRows(openAnalyticsDatabaseReadOnly(source.file), { closeWith: true });
  const client = analyticsClient(source.url);
  await client.connect();
  // One snapshot for the whole report: rows written while it reads do not make its lists disagree.
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  return postgresReportRows(client, async () => {
    await client.query('ROLLBACK').catch(() => {});
    await client.end();
  });
}
