/** A rate of the report (0 to 1) as the page shows it. */
export const percent = (rate: number): string => `${Math.round(rate * 100)} %`;

/** A UTC day of the report (`2026-11-20`) as the page shows it: "Nov 20". */
export const shortDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
