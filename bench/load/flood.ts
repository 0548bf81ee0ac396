/**
 * One client flooding the search service with the costliest requests its limits allow, while readers go on: the
 * flood comes from an address of its own (127.0.0.2, loopback), as an attacker's would, so that the server tells it
 * from the readers (127.0.0.1), and every request is new, so that no answer cache can help.
 */
import http from 'node:http';

export const FLOOD_ADDRESS = '127.0.0.2';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The costliest request found by an attack pass, within the limits: two queries of 32 one-letter words matched as
 * prefixes with a typo allowed at every length, 500 hits each, every attribute highlighted and snippeted, every
 * facet counted, ranking info. `n` makes each request its own.
 */
export function costliestBody(indexName: string, n: number): string {
  const query = (shift: number) =>
    Array.from({ length: 32 }, (_, word) => LETTERS[(n + shift + word * 7) % LETTERS.length]).join(' ');
  const search = (shift: number) => ({
    indexName,
    query: query(shift),
    queryType: 'prefixAll',
    minWordSizefor1Typo: 1,
    minWordSizefor2Typos: 1,
    hitsPerPage: 500,
    attributesToHighlight: ['*'],
    attributesToSnippet: ['*:8'],
    facets: ['*'],
    getRankingInfo: true,
    // A tag of its own makes every request new to the answer cache without changing the work it asks for.
    highlightPreTag: `<em data-flood="${n}">`,
  });
  return JSON.stringify({ requests: [search(0), search(13)] });
}

export interface FloodCounts {
  requests: number;
  byStatus: Record<string, number>;
  bytes: number;
}

/**
 * Sends costliest requests from `connections` keep-alive connections bound to FLOOD_ADDRESS until `stop` resolves,
 * each connection sending its next request as soon as the last is answered (refused ones included).
 */
export async function flood(
  origin: string,
  path: string,
  indexName: string,
  connections: number,
  stop: Promise<void>,
): Promise<FloodCounts> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: FLOOD_ADDRESS });
  const counts: FloodCounts = { requests: 0, byStatus: {}, bytes: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  let next = 0;
  const send = () =>
    new Promise<void>((resolve) => {
      const body = costliestBody(indexName, next++);
      const request = http.request(
        `${origin}${path}`,
        { method: 'POST', agent, headers: { 'content-type': 'text/plain', 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.on('data', (chunk: Buffer) => (counts.bytes += chunk.length));
          response.on('end', () => {
            const status = String(response.statusCode);
            counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        counts.byStatus.error = (counts.byStatus.error ?? 0) + 1;
        resolve();
      });
      request.end(body);
      counts.requests += 1;
    });
  const loop = async () => {
    while (!stopped) await send();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return counts;
}
