/**
 * The reader asked to save data, or the connection is 2G: nothing should be fetched speculatively (the rule
 * Docusaurus applies to its own prefetching). What a page needs is still fetched.
 */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}
