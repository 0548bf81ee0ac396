/**
 * What was read in the report: how reads split between readers (HTML pages in browsers) and assistants and bots
 * (Markdown twins, the llms files, MCP tools, pages under a crawler's user agent), and the most read of each.
 */
import type React from 'react';
import Link from '@docusaurus/Link';
import type { AnalyticsReport } from '@site/src/search/analyticsReport';
import { Figure, FiguresTable } from './Figures';
import { percent, shortDay } from './format';
import styles from './styles.module.css';

type ReadKind = AnalyticsReport['reads']['byKind'][number]['kind'];

/** How the page names each kind of read. */
const KIND_LABELS: Record<ReadKind, string> = {
  page: 'Page in a browser',
  'page-by-bot': 'Page, by a crawler or assistant',
  twin: 'Markdown twin (.md)',
  'twin-by-accept': 'Markdown twin (Accept header)',
  llms: 'llms file',
  'mcp-tool': 'MCP tool call',
};

/** Tools have names, not paths: only a path of this site becomes a link. */
const pathOrName = (path: string) => (/^\/(?!\/)/.test(path) ? <Link to={path}>{path}</Link> : <code>{path}</code>);

export default function ReadsSection({ reads }: { reads: AnalyticsReport['reads'] }): React.JSX.Element {
  const { totals, byKind, readerPages, assistantReads, daysAtCap } = reads;
  const share = (value: number | null) => (value === null ? '–' : percent(value));
  return (
    <section aria-labelledby="reads-heading">
      <h2 id="reads-heading">What was read</h2>
      <p>
        Successful reads on this server, for the whole site, counted per page and UTC day with nothing about who read.
        Readers read pages in browsers; assistants and bots read Markdown twins, the llms files and MCP tools, or pages
        under a crawler&rsquo;s or assistant&rsquo;s user agent.
      </p>
      {daysAtCap.length > 0 ? (
        <div className="alert alert--warning" role="note">
          The daily maximum of counted pages was reached on{' '}
          {daysAtCap.map(({ day, refusedReads }) => `${shortDay(day)} (${refusedReads} reads refused)`).join(', ')}:
          reads of pages new to those days are missing.
        </div>
      ) : null}
      <dl className={styles.figures}>
        <Figure label="Reads by readers" value={String(totals.readers)} />
        <Figure label="Reads by assistants and bots" value={String(totals.assistants)} />
        <Figure label="Readers' share" value={share(totals.readerShare)} />
        <Figure label="Assistants' share" value={share(totals.assistantShare)} />
      </dl>

      <h3 className={styles.subheading}>Reads by kind</h3>
      <FiguresTable
        columns={['Kind', 'Reads']}
        rows={byKind}
        empty="Nothing read in this period."
        rowKey={(row) => row.kind}
        cells={(row) => [KIND_LABELS[row.kind], row.reads]}
      />

      <h3 className={styles.subheading}>Top pages for readers</h3>
      <FiguresTable
        columns={['Page', 'Reads']}
        rows={readerPages}
        empty="No pages read in browsers in this period."
        rowKey={(row) => row.path}
        cells={(row) => [pathOrName(row.path), row.reads]}
      />

      <h3 className={styles.subheading}>Top twins and tools for assistants</h3>
      <FiguresTable
        columns={['Page, file or tool', 'Kind', 'Reads']}
        rows={assistantReads}
        empty="Nothing read by assistants in this period."
        rowKey={(row) => `${row.kind} ${row.path}`}
        cells={(row) => [pathOrName(row.path), KIND_LABELS[row.kind], row.reads]}
      />
    </section>
  );
}
