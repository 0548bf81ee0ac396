import { COUNTING_RULE } from './countedSearches.js';
import type { AnalyticsReport } from './report.js';

/** A cell's text, kept on one line and unable to end the cell early. */
const cell = (value: string | number | null): string =>
  value === null ? '-' : String(value).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s+/g, ' ');

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function table(headers: string[], rows: (string | number | null)[][]): string {
  if (rows.length === 0) return '_None in this window._';
  const line = (cells: (string | number | null)[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

/** Page feedback: the totals, yes and no per page, then the latest comments of those pages. */
function feedbackSection({ totals, pages, daysAtCap }: AnalyticsReport['feedback']): string[] {
  const cap =
    daysAtCap.length === 0
      ? []
      : [
          `On ${daysAtCap.join(', ')} the daily maximum of answers was reached: later answers those days were refused.`,
          '',
        ];
  return [
    '## Page feedback',
    '',
    'Answers to "Was this page helpful?" on the UTC days the window overlaps, for the whole site.',
    '',
    ...cap,
    table(
      ['Yes', 'No', 'Helpful', 'Comments'],
      [[totals.yes, totals.no, totals.helpfulShare === null ? null : percent(totals.helpfulShare), totals.comments]],
    ),
    '',
    table(
      ['Page', 'Yes', 'No', 'Helpful'],
      pages.map((row) => [row.path, row.yes, row.no, percent(row.helpfulShare)]),
    ),
    '',
    '### Latest comments',
    '',
    table(
      ['Page', 'Day', 'Helpful', 'Comment'],
      pages.flatMap((page) =>
        page.latestComments.map((entry) => [
          page.path,
          entry.day,
          entry.helpful ? 'yes' : 'no',
          JSON.stringify(entry.comment),
        ]),
      ),
    ),
    '',
  ];
}

/** What readers and assistants read: the shares, then the most read of each. */
function readsSection({ totals, byKind, readerPages, assistantReads, daysAtCap }: AnalyticsReport['reads']): string[] {
  const cap =
    daysAtCap.length === 0
      ? []
      : [
          `The daily maximum of read rows was reached on ${daysAtCap
            .map(({ day, refusedReads }) => `${day} (${refusedReads} reads refused)`)
            .join(', ')}: reads of pages new to those days are missing.`,
          '',
        ];
  const shareOf = (value: number | null) => (value === null ? null : percent(value));
  return [
    '## What was read',
    '',
    'Successful reads on this server, for the whole site, on the UTC days the window overlaps. Readers read HTML',
    'pages in browsers; assistants and bots read Markdown twins, the llms files, MCP tools, and pages under a',
    'crawler or assistant user agent.',
    '',
    ...cap,
    table(
      ['Readers', 'Assistants and bots', 'Readers share', 'Assistants share'],
      [[totals.readers, totals.assistants, shareOf(totals.readerShare), shareOf(totals.assistantShare)]],
    ),
    '',
    table(
      ['Kind', 'Reads'],
      byKind.map((row) => [row.kind, row.reads]),
    ),
    '',
    '### Top pages for readers',
    '',
    table(
      ['Page', 'Reads'],
      readerPages.map((row) => [row.path, row.reads]),
    ),
    '',
    '### Top twins and tools for assistants',
    '',
    table(
      ['Path or tool', 'Kind', 'Reads'],
      assistantReads.map((row) => [row.path, row.kind, row.reads]),
    ),
    '',
  ];
}

/** Says which days' figures are incomplete because a daily maximum (event rows, logged searches) was reached. */
function capNote(days: AnalyticsReport['eventDaysAtCap'], rows: string, incomplete: string): string[] {
  if (days.length === 0) return [];
  const list = days.map(({ day, refusedRows }) => `${day} (${refusedRows} refused)`).join(', ');
  return [`The daily maximum of ${rows} was reached on ${list}: ${incomplete} of those days are incomplete.`, ''];
}

/** The report as markdown: one table per section, with the window and the counting rule stated first. */
export function reportToMarkdown(report: AnalyticsReport): string {
  const { totals } = report;
  return [
    `# Search analytics: ${report.index}`,
    '',
    `Window: ${report.from} to ${report.to} (end excluded).`,
    '',
    COUNTING_RULE,
    'Clicks are those that followed a counted search (matched by queryID); positions start at 1.',
    '',
    '## Totals',
    '',
    ...capNote(report.searchDaysAtCap, 'logged searches', 'searches'),
    ...capNote(report.eventDaysAtCap, 'event rows', 'clicks'),
    table(
      ['Searches', 'Without results', 'Clicks', 'Click-through rate', 'Average click position'],
      [
        [
          totals.searches,
          totals.searchesWithoutResults,
          totals.clicks,
          percent(totals.clickThroughRate),
          totals.averageClickPosition,
        ],
      ],
    ),
    '',
    '## Top queries',
    '',
    table(
      ['Query', 'Searches', 'Average hits', 'Clicks', 'Click-through rate', 'Average click position'],
      report.topQueries.map((row) => [
        JSON.stringify(row.query),
        row.searches,
        row.averageHits,
        row.clicks,
        percent(row.clickThroughRate),
        row.averageClickPosition,
      ]),
    ),
    '',
    '## Queries with no results',
    '',
    table(
      ['Query', 'Searches'],
      report.noResultQueries.map((row) => [JSON.stringify(row.query), row.searches]),
    ),
    '',
    '## Most clicked pages',
    '',
    table(
      ['Page', 'Clicks'],
      report.topPages.map((row) => [row.url, row.clicks]),
    ),
    '',
    ...(report.clicksOnUnknownRecords > 0
      ? [`${report.clicksOnUnknownRecords} more click(s) named records the index does not hold.`, '']
      : []),
    '## Searches per day (UTC)',
    '',
    table(
      ['Day', 'Searches'],
      report.searchesPerDay.map((row) => [row.day, row.searches]),
    ),
    '',
    ...feedbackSection(report.feedback),
    ...readsSection(report.reads),
  ].join('\n');
}
