/** How many typos a query word of this length may have (minWordSizefor1Typo / minWordSizefor2Typos). */
export function allowedTypos(length: number, minFor1: number, minFor2: number): number {
  if (length >= minFor2) return 2;
  if (length >= minFor1) return 1;
  return 0;
}
