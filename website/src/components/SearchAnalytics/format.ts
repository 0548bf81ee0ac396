/** A rate of the report (0 to 1) as the page shows it. */
export const percent = (rate: number): string => `${Math.round(rate * 100)} %`;
