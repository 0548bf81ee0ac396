import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The admin key a request carries: `x-search-admin-key: <key>` or `Authorization: Bearer <key>`. */
export function adminKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-search-admin-key'];
  if (typeof header === 'string' && header !== '') return header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time; hashing first keeps the key's length from showing in the timing too. */
export function sameKey(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}
