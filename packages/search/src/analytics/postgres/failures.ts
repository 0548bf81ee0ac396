/**
 * Which PostgreSQL errors mean "the database cannot take writes now", so that the store refuses events and feedback
 * with a 503 and keeps the search log in memory, exactly as for a full SQLite volume; any other error (a bug, a
 * constraint) is not the database's state and is thrown as it is.
 */

/**
 * SQLSTATE classes and codes of a database that is unreachable, stopping, full or read-only: 08 connection
 * exception, 53 insufficient resources (53100 disk full, 53200 out of memory, 53300 too many connections),
 * 57P01-57P05 shutdown and crash, 58 system errors (58030 I/O), 25006 read-only transaction (a standby).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0|58)|^25006$/;

/** Node's socket errors while connecting or talking to the server. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` throws, without a code, when a connection goes or cannot be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout|Client was closed)/;

/** The code to report for an error meaning the database cannot take writes now; null for any other error. */
export function postgresUnavailableCode(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return code;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return 'CONNECTION_LOST';
  // An AggregateError (every address of a host refused) carries the socket errors inside.
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const innerCode = postgresUnavailableCode(inner);
      if (innerCode !== null) return innerCode;
    }
  }
  return null;
}
