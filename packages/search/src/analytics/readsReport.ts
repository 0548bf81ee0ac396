/**
 * The report's section on what was read: who read (readers in browsers, assistants and bots), the pages readers
 * read most, and what assistants read most (twins, llms files, MCP tools, pages). Site-wide, by UTC day, like page
 * feedback. Sorted here, not in SQL, so that both databases give the same lists.
 */
import { audienceOf, READ_KINDS } from './reads.js';
import type { ReadsReport } from './reportShape.js';
import { windowDays, type ReadRow, type ReportRows } from './reportRows.js';

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100) / 100);

/** Most read first, then by kind's order, then by path (by code unit). */
function byReads(a: ReadRow, b: ReadRow): number {
  return (
    b.reads - a.reads ||
    READ_KINDS.indexOf(a.kind) - READ_KINDS.indexOf(b.kind) ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  );
}

export async function buildReadsReport(
  rows: ReportRows,
  { from, to, limit }: { from: Date; to: Date; limit: number },
): Promise<ReadsReport> {
  const days = windowDays(from, to);
  const read = (await rows.reads(days)).sort(byReads);
  const total = (audience: 'readers' | 'assistants') =>
    read.filter((row) => audienceOf(row.kind) === audience).reduce((sum, row) => sum + row.reads, 0);
  const readers = total('readers');
  const assistants = total('assistants');
  const byKind = READ_KINDS.map((kind) => ({
    kind,
    reads: read.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.reads, 0),
  })).filter((entry) => entry.reads > 0);
  return {
    totals: {
      readers,
      assistants,
      readerShare: share(readers, readers + assistants),
      assistantShare: share(assistants, readers + assistants),
    },
    byKind,
    readerPages: read
      .filter((row) => audienceOf(row.kind) === 'readers')
      .slice(0, limit)
      .map(({ path, reads }) => ({ path, reads })),
    assistantReads: read
      .filter((row) => audienceOf(row.kind) === 'assistants')
      .slice(0, limit)
      .map(({ path, kind, reads }) => ({ path, kind, reads })),
    daysAtCap: await rows.readDaysAtCap(days),
  };
}
