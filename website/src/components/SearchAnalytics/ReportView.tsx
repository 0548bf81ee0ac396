/** The search analytics report: headline figures, searches per day, and the query and page tables. */
import React from 'react';
import Link from '@docusaurus/Link';
import type {AnalyticsReport} from '@site/src/search/analyticsReport';
import SearchesPerDayChart from './SearchesPerDayChart';
import styles from './styles.module.css';

const percent = (rate: number) => `${Math.round(rate * 100)} %`;
const position = (value: number | null) => (value === null ? '–' : value.toFixed(1));

function Figure({label, value}: {label: string; value: string}): React.JSX.Element {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface FiguresTableProps<Row> {
  /** Column headings; the first column holds each row's name. */
  columns: string[];
  rows: Row[];
  /** What an empty table says instead of rows. */
  empty: string;
  rowKey: (row: Row) => string;
  /** The row's name, then its figures, in column order. */
  cells: (row: Row) => [React.ReactNode, ...React.ReactNode[]];
}

function FiguresTable<Row>({columns, rows, empty, rowKey, cells}: FiguresTableProps<Row>): React.JSX.Element {
  return (
    <div className={styles.tableWrapper}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const [name, ...figures] = cells(row);
            return (
              <tr key={rowKey(row)}>
                <th scope="row">{name}</th>
                {figures.map((figure, index) => (
                  <td key={columns[index + 1]}>{figure}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function ReportView({report}: {report: AnalyticsReport}): React.JSX.Element {
  const {totals} = report;
  return (
    <div className={styles.report}>
      <p className={styles.window}>
        Index <code>{report.index}</code>, {new Date(report.from).toLocaleString('en')} to{' '}
        {new Date(report.to).toLocaleString('en')}. A search counts when the reader stopped typing there.
      </p>

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
        cells={(row) => [row.url.startsWith('/') ? <Link to={row.url}>{row.url}</Link> : row.url, row.clicks]}
      />
    </div>
  );
}
