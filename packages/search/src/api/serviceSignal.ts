/**
 * The Server-Timing metric the search service names on the pages it serves. A page reads it from its navigation's
 * timing entry, so in SEARCH_MODE=auto it knows without asking that its own origin answers searches, and does not
 * start the browser's index beside its first probe. Its absence proves nothing (a proxy may send pages from disk
 * and only the API to a node): the probe still decides.
 */
export const SEARCH_SERVICE_METRIC = 'search-service';
