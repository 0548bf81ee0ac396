/**
 * A plain static file server, as GitHub Pages, Netlify or S3 serve a build: files only, a page at its path with
 * `.html` added (`/docs/intro` is `docs/intro.html`), `404.html` for anything missing, and 405 for any method but
 * GET and HEAD, so `POST /1/indexes/*\/queries` finds no search service. It knows nothing of our API.
 */
import {createReadStream, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

const isFile = (file: string) => statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;

export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

export async function startStaticHost(root: string): Promise<StaticHost> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {'content-type': 'text/html; charset=utf-8', allow: 'GET, HEAD'});
      response.end('<html><body><h1>405 Not Allowed</h1></body></html>');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://static.test').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((name) => path.join(root, name));
    const file = candidates.find((name) => name.startsWith(root + path.sep) && isFile(name));
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    response.writeHead(status, {'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream'});
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
