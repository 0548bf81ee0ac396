import pg from 'pg';

/** How long a write waits for a connection before the database counts as unavailable (a 503, not a hung request). */
export const CONNECT_TIMEOUT_MS = 5_000;
/** How long one statement of a write may take before the database counts as unavailable. */
export const WRITE_QUERY_TIMEOUT_MS = 15_000;

const INT8_OID = 20;

/**
 * bigint columns (times in ms, counts) as numbers: every value stored here is a safe integer (times until the year
 * 285,000), and the report compares them as numbers. Set per connection, not on pg's global parsers, so that other
 * users of `pg` in the process are not changed.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface AnalyticsPoolOptions {
  /** Connections at most; a node writes one batch at a time and a few requests' events at once. */
  max?: number;
  /** Client-side bound on one query; the report thread gives none (the report has its own time bound). */
  queryTimeoutMs?: number | undefined;
}

/** The store's connections to the database at `url`. */
export function analyticsPool(
  url: string,
  { max = 4, queryTimeoutMs = WRITE_QUERY_TIMEOUT_MS }: AnalyticsPoolOptions = {},
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(queryTimeoutMs !== undefined && { query_timeout: queryTimeoutMs }),
    keepAlive: true,
    application_name: 'bulmatic-search',
    types,
  });
  // An idle connection that the server closes (a restart, a terminated backend) is an 'error' event; without a
  // listener it would end the process. The pool drops that connection and opens a new one for the next write.
  pool.on('error', () => {});
  return pool;
}

/** One connection, for the report thread and the migration command. */
export function analyticsClient(url: string): pg.Client {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'bulmatic-search',
    types,
  });
  client.on('error', () => {});
  return client;
}

/** The URL as logs and warnings may show it: without its password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    // Parameters may carry secrets too (sslpassword, sslkey paths).
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'the PostgreSQL database';
  }
}
