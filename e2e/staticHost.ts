/**
 * A plain static file server, as GitHub Pages, Netlify or S3 serve a build: files only, a page at its path with
 * `.html` added (`/docs/intro` is `docs/intro.html`), `404.html` for anything missing, and 405 for any method but
 * GET and HEAD, so `POST /1/indexes/*\/queries` finds no search service. It knows nothing of our API.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

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
  '.wasm': 'application/wasm',
};

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

export interface StaticHostOptions {
  /** More folders to serve, by URL prefix (`{'/pagefind/': folder}`), as a second upload to the same host would. */
  mounts?: Record<string, string>;
  /**
   * Send brotli to clients that accept it, as CDNs do: the build's stored `.br` variant when there is one, else
   * compressed per request. Off by default (a plain file server); the benchmarks turn it on to count bytes fairly.
   */
  brotli?: boolean;
  /** Files served at exact paths instead of the build's (`{'/search-manifest.json': file}`), for benchmarks. */
  files?: Record<string, string>;
}

const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|webmanifest)$/;

export async function startStaticHost(
  root: string,
  { mounts = {}, brotli = false, files = {} }: StaticHostOptions = {},
): Promise<StaticHost> {
  const rootFor = (pathname: string): [string, string] => {
    const mount = Object.keys(mounts).find((prefix) => pathname.startsWith(prefix));
    return mount ? [mounts[mount]!, pathname.slice(mount.length - 1)] : [root, pathname];
  };
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { 'content-type': 'text/html; charset=utf-8', allow: 'GET, HEAD' });
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
    const [folder, inFolder] = rootFor(pathname);
    const candidates = [inFolder, `${inFolder}.html`, path.join(inFolder, 'index.html')].map((name) =>
      path.join(folder, name),
    );
    const file = files[pathname] ?? candidates.find((name) => name.startsWith(folder + path.sep) && isFile(name));
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const headers: http.OutgoingHttpHeaders = {
      'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
    };
    const acceptsBrotli = brotli && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsBrotli && COMPRESSIBLE.test(served)) {
      const stored = `${served}.br`;
      const body = isFile(stored) ? readFileSync(stored) : brotliCompressSync(readFileSync(served));
      response.writeHead(status, { ...headers, 'content-encoding': 'br', 'content-length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
