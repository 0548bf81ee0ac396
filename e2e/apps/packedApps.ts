/**
 * Two real apps, one on Vite and one on Next.js, built from the packed library: `npm pack` of a fresh build of
 * packages/bulmatic, installed into each app with npm, as a user would get it from the registry. The apps' own
 * dependencies (pinned in each fixture's package.json and package-lock.json) are installed once per set of versions
 * into the OS temporary folder and hard-linked into every run, so only the first run pays for `npm ci`; next and
 * vite never enter the repository's lockfile.
 *
 * One Playwright run builds into one folder (the setup project, build.setup.ts), which every worker of that run
 * finds by the runner's process id: workers are the runner's children, so a worker restarted after a failed test
 * reuses the build instead of making it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const APPS = ['vite', 'next'] as const;
export type AppName = (typeof APPS)[number];

const repoRoot = path.resolve(__dirname, '../..');
const libraryDir = path.join(repoRoot, 'packages/bulmatic');
const fixturesDir = __dirname;
const dependencyCache = path.join(os.tmpdir(), 'bulmatic-app-deps');
const RUN_PREFIX = 'bulmatic-apps-run-';

/** The folder one Playwright run builds its apps into, named after the runner's process. */
export function runFolder(): string {
  return path.join(os.tmpdir(), `${RUN_PREFIX}${process.ppid}`);
}

/** The built app a test serves; fails loudly when the setup project has not built it in this run. */
export function builtApp(app: AppName): string {
  const folder = path.join(runFolder(), app);
  if (!existsSync(path.join(folder, 'built.json'))) {
    throw new Error(`The ${app} app was not built in this run (${folder}): the apps-build project must run first`);
  }
  return folder;
}

/** Removes the folders of runs whose runner is gone (a run stopped before its cleanup). */
export function removeStaleRuns(): void {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const pid = Number(name.slice(RUN_PREFIX.length));
    if (Number.isInteger(pid) && pid !== process.ppid && !isAlive(pid)) {
      rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The environment for the apps' tools: ours, less what npm sets when it runs one of the repository's scripts (its
 * package's fields, its folder as the project's prefix), which describe the monorepo, not the app.
 */
function appToolEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_(package_|lifecycle_|config_local_prefix$)/.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

const QUIET_NPM: NodeJS.ProcessEnv = {
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};

interface RunResult {
  /** What the command printed on standard output only, for commands whose output is data. */
  stdout: string;
  seconds: number;
}

/** Runs a command to its end; rejects with its exit code and the end of its output, so a failure says why. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: appToolEnv({ ...QUIET_NPM, ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) {
        resolve({ stdout, seconds });
        return;
      }
      const commandLine = [command, ...args].join(' ');
      reject(new Error(`${commandLine} in ${cwd} failed (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * Builds the library into a temporary copy of its package (never touching a dist/ someone else is using) and
 * packs it; resolves with the tarball's path.
 */
export async function packLibrary(into: string): Promise<string> {
  const packageDir = path.join(into, 'bulmatic');
  mkdirSync(packageDir, { recursive: true });
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md']) {
    copyFileSync(path.join(libraryDir, file), path.join(packageDir, file));
  }
  await run(process.execPath, [path.join(libraryDir, 'scripts/build.mjs'), path.join(packageDir, 'dist')], libraryDir);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', into], packageDir);
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no tarball:\n${stdout}`);
  return path.join(into, packed.filename);
}

/** The cache folder of an app's installed dependencies, named after everything that decides what npm installs. */
function dependencyFolder(app: AppName): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash.update(readFileSync(path.join(fixturesDir, app, file)));
  }
  hash.update(`${process.platform} ${process.arch} ${process.versions.node.split('.')[0]}`);
  return path.join(dependencyCache, `${app}-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * Installs an app's pinned dependencies once into the cache and resolves with the folder; `cached` tells whether it
 * was there already. The install happens in a staging folder renamed into place, so a run that stops half-way leaves
 * no half-filled cache and two runs at once cannot mix their files.
 */
export async function installDependencies(app: AppName): Promise<{ folder: string; cached: boolean }> {
  const folder = dependencyFolder(app);
  if (existsSync(folder)) return { folder, cached: true };
  mkdirSync(dependencyCache, { recursive: true });
  // Caches of other versions of this app are left over from older pins.
  for (const name of readdirSync(dependencyCache)) {
    if (name.startsWith(`${app}-`)) rmSync(path.join(dependencyCache, name), { recursive: true, force: true });
  }
  const staging = mkdtempSync(path.join(dependencyCache, `.${app}-staging-`));
  try {
    for (const file of ['package.json', 'package-lock.json']) {
      copyFileSync(path.join(fixturesDir, app, file), path.join(staging, file));
    }
    // No registry, no test: the error (with npm's own message) fails the setup, never skips it.
    await run('npm', ['ci', '--loglevel=error'], staging);
    try {
      renameSync(staging, folder);
    } catch (error) {
      // Another run installed the same versions first; its copy is as good.
      if (!existsSync(folder)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { folder, cached: false };
}

/**
 * Copies a folder tree with every file hard-linked (node_modules: 10,000 files for Next.js, in under a second and with
 * no disk space). Files that tools rewrite in place are copied instead, so a run cannot change the cache.
 */
function linkTree(from: string, to: string, copied: ReadonlySet<string>): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, copied);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (copied.has(entry.name)) copyFileSync(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * Lays out an app in the run folder: its fixture sources with the shared demos beside them, its cached
 * dependencies, and the packed library installed by npm from the tarball.
 */
export async function prepareApp(app: AppName, dependencies: string, tarball: string, into: string): Promise<string> {
  const folder = path.join(into, app);
  cpSync(path.join(fixturesDir, app), folder, { recursive: true });
  cpSync(path.join(fixturesDir, 'shared'), path.join(folder, 'shared'), { recursive: true });
  // npm rewrites its record of the installed tree (node_modules/.package-lock.json) in place.
  linkTree(path.join(dependencies, 'node_modules'), path.join(folder, 'node_modules'), new Set(['.package-lock.json']));
  await run('npm', ['install', '--no-save', '--loglevel=error', tarball], folder);
  return folder;
}

/** What builds each app: a type check of the fixture against the packed declarations, then the production build. */
const BUILD_STEPS: Record<AppName, readonly (readonly string[])[]> = {
  vite: [
    ['node_modules/typescript/bin/tsc', '-p', '.'],
    ['node_modules/vite/bin/vite.js', 'build'],
  ],
  // `next build` type-checks the app itself.
  next: [['node_modules/next/dist/bin/next', 'build']],
};

// Production builds and servers whatever the test runner's NODE_ENV; and no Next.js telemetry, whose host this
// network refuses.
const APP_ENV: NodeJS.ProcessEnv = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

/** Builds a prepared app for production; resolves with the seconds it took. */
export async function buildApp(app: AppName, folder: string): Promise<number> {
  let seconds = 0;
  for (const [script, ...args] of BUILD_STEPS[app]) {
    seconds += (await run(process.execPath, [script!, ...args], folder, APP_ENV)).seconds;
  }
  writeFileSync(path.join(folder, 'built.json'), `${JSON.stringify({ app, seconds })}\n`);
  return seconds;
}

/** A production server of a built app, on loopback. */
export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const SERVE_COMMANDS: Record<AppName, (port: number) => string[]> = {
  // Each Playwright worker runs its own server; Vite refuses a second preview of one project unless told.
  vite: (port) => [
    'node_modules/vite/bin/vite.js',
    'preview',
    ...['--host', '127.0.0.1', '--port', String(port), '--strictPort', '--bypass-lock'],
  ],
  next: (port) => ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
};

/** Ends a server and anything it started: it leads a process group of its own. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Starts `vite preview` or `next start` on a free loopback port and resolves once it answers. */
export async function startApp(app: AppName, folder: string): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVE_COMMANDS[app](port), {
    cwd: folder,
    env: appToolEnv(APP_ENV),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // The worker may end without running fixture teardown (a crash, a hard stop): the server goes with it.
  const onExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await stopProcess(child);
  };
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${app} server exited (${child.exitCode}):\n${output}`);
      const response = await fetch(origin).catch(() => undefined);
      if (response?.ok) break;
      if (Date.now() > deadline) throw new Error(`${app} server did not answer on ${origin} in 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
