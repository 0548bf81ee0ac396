import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|md|map|webmanifest)$/;

/** Below this the bytes saved do not pay for the extra header; on-the-fly compression uses the same threshold. */
export const COMPRESSION_THRESHOLD = 1024;

/** The file name suffixes @fastify/static looks for beside a file it sends with `preCompressed`. */
const VARIANTS = [
  { suffix: '.br', encode: promisify(brotliCompress), options: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } } },
  { suffix: '.gz', encode: promisify(gzip), options: { level: 9 } },
] as const;

export interface PrecompressSummary {
  /** Files compressed. */
  files: number;
  /** Their size, and the size of their brotli and gzip variants, in bytes. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** True for the compressed variants this step writes, which are never pages of their own. */
export function isPrecompressedVariant(file: string): boolean {
  return VARIANTS.some(({ suffix }) => file.endsWith(suffix));
}

async function compressibleFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) variant beside every text file of the build, once at build
 * time, so the server sends bytes compressed as small as they get without compressing anything per request. A
 * variant that would not be smaller than its file is not written (the server then sends the file as it is).
 */
export async function precompressSite(root: string, concurrency = 4): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = await compressibleFiles(root);
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < COMPRESSION_THRESHOLD) continue;
      const [brotli, gzipped] = await Promise.all(
        VARIANTS.map(async ({ suffix, encode, options }) => {
          const encoded = await encode(body, options);
          if (encoded.length < body.length) await writeFile(file + suffix, encoded);
          return Math.min(encoded.length, body.length);
        }),
      );
      summary.files++;
      summary.bytes += body.length;
      summary.brotliBytes += brotli!;
      summary.gzipBytes += gzipped!;
    }
  };
  // zlib runs in libuv's thread pool: a few files at once keep its threads busy.
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}
