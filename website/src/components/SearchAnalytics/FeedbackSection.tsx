/**
 * "Was this page helpful?" in the report: the answers of the window, yes and no per page, and each page's latest
 * comments. Comments are readers' own words: they are shown as text, never as markup.
 */
import type React from 'react';
import Link from '@docusaurus/Link';
import type { AnalyticsReport } from '@site/src/search/analyticsReport';
import { Figure, FiguresTable } from './Figures';
import { percent, shortDay } from './format';
import styles from './styles.module.css';

const pageLink = (path: string) => <Link to={path}>{path}</Link>;

export default function FeedbackSection({ feedback }: { feedback: AnalyticsReport['feedback'] }): React.JSX.Element {
  const { totals, pages, daysAtCap } = feedback;
  const commented = pages.filter((page) => page.latestComments.length > 0);
  return (
    <section aria-labelledby="page-feedback-heading">
      <h2 id="page-feedback-heading">Page feedback</h2>
      <p>
        Answers to &ldquo;Was this page helpful?&rdquo; at the end of the docs pages, for the whole site, counted by UTC
        day: a day counts when any of it is in the period.
      </p>
      {daysAtCap.length > 0 ? (
        <div className="alert alert--warning" role="note">
          The daily maximum of answers was reached on {daysAtCap.map(shortDay).join(', ')}: later answers those days
          were refused, so these figures are short of what readers sent.
        </div>
      ) : null}
      <dl className={styles.figures}>
        <Figure label="Yes" value={String(totals.yes)} />
        <Figure label="No" value={String(totals.no)} />
        <Figure label="Found it helpful" value={totals.helpfulShare === null ? '–' : percent(totals.helpfulShare)} />
        <Figure label="Comments" value={String(totals.comments)} />
      </dl>

      <h3 className={styles.subheading}>Answers per page</h3>
      <FiguresTable
        columns={['Page', 'Yes', 'No', 'Found it helpful']}
        rows={pages}
        empty="No answers in this period."
        rowKey={(row) => row.path}
        cells={(row) => [pageLink(row.path), row.yes, row.no, percent(row.helpfulShare)]}
      />

      <h3 className={styles.subheading}>Latest comments</h3>
      {commented.length === 0 ? (
        <p className={styles.empty}>No comments in this period.</p>
      ) : (
        commented.map((page) => (
          <div key={page.path} className={styles.comments}>
            <h4 className={styles.commentsPage}>{pageLink(page.path)}</h4>
            <ul>
              {page.latestComments.map((entry, index) => (
                // Comments have no id of their own; their order, newest first, is fixed for one report.
                <li key={index} className={styles.commentItem}>
                  <span className={styles.commentMeta}>
                    {shortDay(entry.day)}, {entry.helpful ? 'helpful' : 'not helpful'}:
                  </span>{' '}
                  <q className={styles.commentText}>{entry.comment}</q>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
