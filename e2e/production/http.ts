/** HTTP(S) requests from a chosen loopback address, as different readers (nginx's certificate is made for the run). */
import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed, when it was), and read as UTF-8. */
  bytes: Buffer;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request comes from: 127.0.0.x, one per simulated reader. */
  from?: string;
}

export function request(
  url: string,
  { method = 'GET', headers = {}, body, from }: RequestOptions = {},
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      { method, headers, localAddress: from, rejectUnauthorized: false, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, body: bytes.toString('utf8') });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
