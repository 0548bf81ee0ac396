/**
 * The reference deployment of `deploy/`, started for real on loopback: a throwaway PostgreSQL database, nodes run
 * as the systemd unit runs them (its ExecStart, its settings file), and Debian's nginx with `deploy/nginx`'s
 * configuration. Only addresses, ports and paths are replaced, each replacement checked to apply exactly once, so
 * the files the tests run are the files an operator installs.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { NGINX } from './prerequisites';

// __filename, not import.meta nor __dirname: Playwright loads this module as CommonJS, and so does tsx for the load
// bench (as a data: URL, where only __filename names the file).
export const REPOSITORY_ROOT = path.resolve(path.dirname(__filename), '../..');
export const SITE_ROOT = path.join(REPOSITORY_ROOT, 'website/build');
const DEPLOY = path.join(REPOSITORY_ROOT, 'deploy');
export const ADMIN_KEY = 'production-suite-admin-key-0123456789';
/** The address nginx's connections to the nodes come from: the one the nodes trust. */
export const PROXY_ADDRESS = '127.0.0.1';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A database of its own on the PostgreSQL of TEST_DATABASE_URL, dropped by `drop`. */
export async function throwawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `bulmatic_production_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The unit's settings file: KEY=VALUE lines, comments and blank lines skipped. */
function unitSettings(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(path.join(DEPLOY, 'systemd/node.env'), 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) settings[match[1]!] = match[2]!;
  }
  return settings;
}

/** The unit's ExecStart, as program and arguments, with this machine's node in place of /usr/bin/node. */
function unitCommand(): { command: string; args: string[] } {
  const unit = readFileSync(path.join(DEPLOY, 'systemd/bulmatic.service'), 'utf8');
  const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1];
  if (!execStart) throw new Error('deploy/systemd/bulmatic.service has no ExecStart');
  const [program, ...args] = execStart.trim().split(/\s+/);
  if (program !== '/usr/bin/node') throw new Error(`ExecStart runs ${program}, where the suite expects node`);
  return { command: process.execPath, args };
}

export interface Node {
  name: string;
  origin: string;
  port: number;
  process: ChildProcess;
  /** Its JSON log lines so far. */
  lines: { msg?: string; [field: string]: unknown }[];
  exited: Promise<number | null>;
}

/**
 * One node as the unit starts it, with the settings file's values for this machine: `env` sets the rest, the
 * analytics store among them (SEARCH_ANALYTICS_URL, or SEARCH_ANALYTICS_FILE for SQLite).
 */
export async function startNode(name: string, env: Record<string, string>): Promise<Node> {
  // A node restarted in place keeps its port (the proxy's upstream names it).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const { command, args } = unitCommand();
  const child = spawn(command, args, {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      ...unitSettings(),
      HOST: '127.0.0.1',
      TRUST_PROXY: PROXY_ADDRESS,
      SEARCH_ANALYTICS_URL: '',
      SEARCH_ADMIN_KEY: ADMIN_KEY,
      SEARCH_THREADS: '1',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Node['lines'] = [];
  let buffered = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ msg: line });
      }
    }
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited at start (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (ready === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${name} not ready after 90 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { name, origin, port, process: child, lines, exited };
}

/** Stops a node as systemd would (SIGTERM), waiting for it to exit. */
export async function stopNode(node: Node): Promise<number | null> {
  if (node.process.exitCode === null) node.process.kill('SIGTERM');
  return node.exited;
}

export interface RunningProxy {
  /** https://127.0.0.1:PORT */
  origin: string;
  /** http://127.0.0.1:PORT, which redirects to the https origin */
  plainOrigin: string;
  folder: string;
  stop: () => Promise<void>;
}

/** `text` with `from` replaced by `to`, failing unless `from` occurs exactly `times` times. */
function replaceExactly(text: string, from: string, to: string, times = 1): string {
  const found = text.split(from).length - 1;
  if (found !== times)
    throw new Error(`deploy/nginx/bulmatic.conf: expected "${from}" ${times} time(s), found ${found}`);
  return text.split(from).join(to);
}

/** nginx with deploy/nginx's configuration in front of `nodes`, TLS with a certificate made for the run. */
export async function startProxy(nodes: readonly Node[]): Promise<RunningProxy> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-nginx-'));
  mkdirSync(path.join(folder, 'logs'));
  // Debian's module files name their .so relative to nginx's prefix, which the run's own folder replaces.
  symlinkSync('/usr/lib/nginx/modules', path.join(folder, 'modules'));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(folder, 'key.pem'),
      '-out',
      path.join(folder, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  let config = readFileSync(path.join(DEPLOY, 'nginx/bulmatic.conf'), 'utf8');
  config = replaceExactly(config, 'pid /run/bulmatic-nginx.pid;', `pid ${folder}/nginx.pid;`);
  config = replaceExactly(config, '/var/log/nginx/', `${folder}/logs/`, 2);
  config = replaceExactly(config, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  config = replaceExactly(
    config,
    'return 301 https://$host$request_uri;',
    `return 301 https://$host:${httpsPort}$request_uri;`,
  );
  config = replaceExactly(config, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  config = replaceExactly(config, '/etc/letsencrypt/live/docs.example.org/fullchain.pem', `${folder}/cert.pem`);
  config = replaceExactly(config, '/etc/letsencrypt/live/docs.example.org/privkey.pem', `${folder}/key.pem`);
  config = replaceExactly(config, 'root /srv/bulmatic/website/build;', `root ${SITE_ROOT};`);
  const upstream = /^ {4}server 10\.0\.0\.1[12]:3000 (.*)$/gm;
  const servers = [...config.matchAll(upstream)];
  if (servers.length !== 2) throw new Error('deploy/nginx/bulmatic.conf: expected two upstream servers');
  const options = servers[0]![1]!;
  config = config
    .replace(upstream, '')
    .replace(
      'upstream bulmatic_nodes {',
      `upstream bulmatic_nodes {\n${nodes.map((node) => `    server 127.0.0.1:${node.port} ${options}`).join('\n')}`,
    );
  writeFileSync(path.join(folder, 'bulmatic.conf'), config);
  copyFileSync(path.join(DEPLOY, 'nginx/proxy-to-nodes.conf'), path.join(folder, 'proxy-to-nodes.conf'));

  const child = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'bulmatic.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `https://127.0.0.1:${httpsPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}`);
    const answered = await new Promise<boolean>((resolve) => {
      const socket = net.connect(httpsPort, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx not listening after 20 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    plainOrigin: `http://127.0.0.1:${httpPort}`,
    folder,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
