/**
 * Ablation builds: our site built again with one start-up change left out (`BULMATIC_STARTUP_OFF`, see
 * packages/config/src/startupChanges.ts), measured in the same run as the full site and the stock one, so each change
 * shows what it earns on the machine at hand. `LIGHTHOUSE_VARIANTS=each` builds one variant per change; a
 * comma-separated list of change names builds those (`all` as a name leaves every change out at once).
 *
 * Each variant is a full Docusaurus build into the system's temporary folder (about five minutes here), then its
 * search index and compressed files, as `npm run build` makes them for `website/build`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STARTUP_CHANGE_NAMES } from '@bulmatic/config';
import { SEARCH_CONFIG } from '../../scripts/build.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const VARIANTS_ROOT = path.join(os.tmpdir(), 'bulmatic-lighthouse-variants');

export interface Variant {
  /** What `BULMATIC_STARTUP_OFF` was for this build: a change's name, or `all`. */
  off: string;
  siteRoot: string;
}

/** The variants `LIGHTHOUSE_VARIANTS` asks for; an unknown name fails before anything is built. */
export function variantsWanted(raw = process.env.LIGHTHOUSE_VARIANTS?.trim() ?? ''): string[] {
  if (raw === '') return [];
  if (raw === 'each') return [...STARTUP_CHANGE_NAMES];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (name !== 'all' && !(STARTUP_CHANGE_NAMES as string[]).includes(name)) {
      throw new Error(
        `LIGHTHOUSE_VARIANTS names no start-up change: "${name}" (known: ${STARTUP_CHANGE_NAMES.join(', ')}, all, or each)`,
      );
    }
  }
  return names;
}

function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/** Builds the site without `off` into the temporary folder: pages, search index, compressed files. */
export async function buildVariant(off: string, log: (line: string) => void): Promise<Variant> {
  const siteRoot = path.join(VARIANTS_ROOT, off, 'build');
  rmSync(path.dirname(siteRoot), { recursive: true, force: true });
  const env = { ...process.env, BULMATIC_STARTUP_OFF: off, SITE_ROOT: siteRoot };
  const started = Date.now();
  log(`building the site without ${off} into ${siteRoot}`);
  await runQuietly('npm', ['run', 'build', '--workspace', 'website', '--', '--out-dir', siteRoot], env);
  await runQuietly('npx', ['tsx', 'packages/search/src/cli.ts', 'index', '--config', SEARCH_CONFIG], env);
  await runQuietly('npx', ['tsx', 'packages/search/src/cli.ts', 'precompress'], env);
  log(`built the site without ${off} in ${Math.round((Date.now() - started) / 1000)} s`);
  return { off, siteRoot };
}
