/**
 * The search analytics report: headline figures, searches per day, the query and page tables, page feedback, and
 * what readers and assistants read.
 */
import type React from 'react';
import Link from '@docusaurus/Link';
import type { AnalyticsReport } from '@site/src/search/analyticsReport';
import FeedbackSection from './FeedbackSection';
import ReadsSection from './ReadsSection';
import { Figure, FiguresTable } from './Figures';
import { percent, shortDay } from './format';
import SearchesPerDayChart from './SearchesPerDayChart';
import styles from './styles.module.css';

const position = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** A path of this site: one leading slash (`//host/...` would leave the site). */
const isSitePath = (url: string) => /^\/(?!\/)/.test(url);

/** Says which days a daily maximum of stored rows cut short, and what is missing from them. */
function CapNote({ days, rows, short }: { days: AnalyticsReport['eventDaysAtCap']; rows: string; short: string }) {
  if (days.length === 0) return null;
  return (
    <div className="alert alert--warning" role="note">
      The daily maximum of {rows} was reached on{' '}
      {days.map(({ day, refusedRows }) => `${shortDay(day)} (${refusedRows} refused)`).join(', ')}: the {short} of those
      days are short of what readers did.
    </div>
  );
}

export default function ReportView({ report }: { report: AnalyticsReport }): React.JSX.Element {
  const { totals } = report;
  return (
    <div className={styles.report}>
      <p className={styles.window}>
        Index <code>{report.index}</code>, {new Date(report.from).toLocaleString('en')} to{' '}
        {new Date(report.to).toLocaleString('en')}. A search counts when the reader stopped typing there.
      </p>

      <CapNote days={report.searchDaysAtCap} rows="logged searches" short="searches" />
      <CapNote days={report.eventDaysAtCap} rows="search events" short="clicks" />

      <dl className={styles.figures}>
        <Figure label="Searches" value={String(totals.searches)} />
        <Figure label="Without results" value={String(totals.searchesWithoutResults)} />
        <Figure label="Clicks" value={String(totals.clicks)} />
        <Figure label="Click-through rate" value={percent(totals.clickThroughRate)} />
        <Figure label="Average click position" value={position(totals.averageClickPosition)} />
      </dl>

      <h2>Searches per day</h2>
      <SearchesPerDayChart days={report.searchesPerDay} from={report.from} to={report.to} />

      <h2>Top queries</h2>
      <FiguresTable
        columns={['Query', 'Searches', 'Average hits', 'Clicks', 'Click-through rate', 'Average click position']}
        rows={report.topQueries}
        empty="No searches in this window."
        rowKey={(row) => row.query}
        cells={(row) => [
          row.query,
          row.searches,
          row.averageHits,
          row.clicks,
          percent(row.clickThroughRate),
          position(row.averageClickPosition),
        ]}
      />

      <h2>Queries with no results</h2>
      <p>What readers looked for and did not find: candidates for new pages, headings or synonyms.</p>
      <FiguresTable
        columns={['Query', 'Searches']}
        rows={report.noResultQueries}
        empty="Every search found something."
        rowKey={(row) => row.query}
        cells={(row) => [row.query, row.searches]}
      />

      <h2>Most clicked pages</h2>
      <FiguresTable
        columns={['Page', 'Clicks']}
        rows={report.topPages}
        empty="No clicks in this window."
        rowKey={(row) => row.url}
        cells={(row) => [
          isSitePath(row.url) ? (
            <Link key="page" to={row.url}>
              {row.url}
            </Link>
          ) : (
            row.url
          ),
          row.clicks,
        ]}
      />
      {report.clicksOnUnknownRecords > 0 ? (
        <p>{report.clicksOnUnknownRecords} more click(s) named records the index does not hold.</p>
      ) : null}

      <FeedbackSection feedback={report.feedback} />
      <ReadsSection reads={report.reads} />
    </div>
  );
}
