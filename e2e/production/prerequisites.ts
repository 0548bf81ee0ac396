/**
 * What the production suite needs from the machine: Debian's nginx, openssl (a certificate for TLS) and a
 * PostgreSQL server it may create databases on (TEST_DATABASE_URL, which `.ci/run` sets). Without them the suite
 * skips with one loud line; on CI (CI set) a skip is a failure.
 */
import { execFileSync } from 'node:child_process';

export const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

function runs(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What is missing, in words; empty when everything is here. */
export function missingForProduction(): string[] {
  const missing: string[] = [];
  if (!runs(NGINX, ['-v'])) missing.push(`nginx (${NGINX}; apt-get install nginx libnginx-mod-http-brotli-static)`);
  if (!runs('openssl', ['version'])) missing.push('openssl');
  if (!process.env.TEST_DATABASE_URL) {
    missing.push('a PostgreSQL server: TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres');
  }
  return missing;
}
