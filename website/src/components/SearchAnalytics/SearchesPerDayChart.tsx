/**
 * Searches per day as a bar chart, drawn as SVG from the report's figures (no charting library for one chart).
 * Each bar carries its figure in a <title>, and the chart as a whole is described for screen readers.
 */
import type React from 'react';
import styles from './styles.module.css';

interface Day {
  day: string;
  searches: number;
}

const BAR_WIDTH = 24;
const GAP = 8;
const HEIGHT = 160;
const LABEL_SPACE = 24;
// Room on both sides for the first and last date labels, which are centred under their bars.
const SIDE = 16;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every UTC day of the window, with the searches of the days that had any (the report lists only those). */
function everyDay(from: string, to: string, counted: Day[]): Day[] {
  const searches = new Map(counted.map(({ day, searches: count }) => [day, count]));
  const days: Day[] = [];
  const last = new Date(to).getTime() - 1;
  for (let time = Date.parse(from.slice(0, 10)); time <= last; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push({ day, searches: searches.get(day) ?? 0 });
  }
  return days;
}

function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

interface SearchesPerDayChartProps {
  /** The report's days that had searches. */
  days: Day[];
  from: string;
  to: string;
}

export default function SearchesPerDayChart({ days: counted, from, to }: SearchesPerDayChartProps): React.JSX.Element {
  const days = everyDay(from, to, counted);
  const highest = Math.max(1, ...days.map(({ searches }) => searches));
  const width = 2 * SIDE + Math.max(days.length, 1) * (BAR_WIDTH + GAP) - GAP;
  const busiest = days.reduce<Day | null>((best, day) => (best && best.searches >= day.searches ? best : day), null);
  const period = days.length === 1 ? '1 day' : `${days.length} days`;
  const summary =
    busiest && busiest.searches > 0
      ? `Searches per day over ${period}; the busiest day, ${shortDate(busiest.day)}, had ${busiest.searches}.`
      : `Searches per day over ${period}: none in this window.`;
  // Label every day when there are few, else about six of them, so labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <figure className={styles.chart}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        preserveAspectRatio="xMinYMin meet"
        className={styles.chartSvg}
      >
        {/* The axis, so days without searches still show as days. */}
        <line x1={SIDE / 2} x2={width - SIDE / 2} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className={styles.axis} />
        {days.map(({ day, searches }, index) => {
          const barHeight = Math.round((searches / highest) * HEIGHT);
          const x = SIDE + index * (BAR_WIDTH + GAP);
          return (
            <g key={day}>
              <rect x={x} y={HEIGHT - barHeight} width={BAR_WIDTH} height={barHeight} rx={3} className={styles.bar}>
                <title>{`${shortDate(day)}: ${searches} searches`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text x={x + BAR_WIDTH / 2} y={HEIGHT + 16} textAnchor="middle" className={styles.axisLabel}>
                  {shortDate(day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
