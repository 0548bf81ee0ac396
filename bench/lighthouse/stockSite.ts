/**
 * The peer site: Docusaurus's own classic template, as `create-docusaurus` writes it, with nothing changed.
 *
 * It is generated and installed once per Docusaurus version into the system's temporary folder (never inside the
 * repository) and reused by later runs; the production build is redone on every run so the peer is always built
 * by the same run that measures it. `LIGHTHOUSE_FRESH_STOCK=1` throws the cached copy away first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Docusaurus release our website is on; the peer must be the same one. */
export const STOCK_DOCUSAURUS_VERSION = '3.10.2';

const SITE_NAME = 'stock-site';

/**
 * The registry reachable here lacks `@docsearch/core@4.7.1`, which the newest `@docsearch/react` 4 needs, so a plain
 * install fails with ETARGET. The template only installs DocSearch (through the classic preset's Algolia theme,
 * which stays off without `themeConfig.algolia`), so pinning it as our own root package.json does changes nothing
 * that is built or served.
 */
const INSTALLABLE_OVERRIDES: Readonly<Record<string, string>> = { '@docsearch/react': '3.9.0' };

function pinInstallableVersions(project: string): void {
  const file = path.join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { overrides?: Record<string, string> };
  manifest.overrides = { ...manifest.overrides, ...INSTALLABLE_OVERRIDES };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface StockSite {
  /** The generated project (package.json, docs/, blog/, node_modules/). */
  projectDir: string;
  /** Its production build, ready to serve. */
  buildDir: string;
}

/** Where the generated site for one version is kept between runs. */
export function stockSiteCacheDir(version = STOCK_DOCUSAURUS_VERSION): string {
  return path.join(os.tmpdir(), `lighthouse-stock-docusaurus-${version}`);
}

/** Runs a command to completion, its output going to ours (prefixed by nothing: npm's own lines are clear enough). */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Telemetry and update prompts have no place in a benchmark; CI=true also keeps the tools non-interactive.
      env: {
        ...process.env,
        CI: 'true',
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} failed with ${signal ?? `exit code ${code}`}`));
    });
  });
}

/** Scaffolds and installs the template into a scratch folder, then moves it into place, so a half-done one is never reused. */
async function generate(target: string, version: string): Promise<void> {
  const scratch = mkdtempSync(`${target}.partial-`);
  try {
    await run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${version}`,
        SITE_NAME,
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      scratch,
    );
    const project = path.join(scratch, SITE_NAME);
    pinInstallableVersions(project);
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], project);
    rmSync(target, { recursive: true, force: true });
    renameSync(project, target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Makes sure the stock site exists and is freshly built; logs what it does because the first time takes minutes. */
export async function prepareStockSite(
  log: (line: string) => void,
  version = STOCK_DOCUSAURUS_VERSION,
): Promise<StockSite> {
  const projectDir = stockSiteCacheDir(version);
  if (process.env.LIGHTHOUSE_FRESH_STOCK === '1') rmSync(projectDir, { recursive: true, force: true });
  if (existsSync(path.join(projectDir, 'node_modules', '@docusaurus', 'core', 'package.json'))) {
    log(`stock site: reusing ${projectDir}`);
  } else {
    log(
      `stock site: generating create-docusaurus@${version} classic --typescript into ${projectDir} and installing it`,
    );
    await generate(projectDir, version);
  }
  log('stock site: npm run build');
  await run('npm', ['run', 'build'], projectDir);
  const buildDir = path.join(projectDir, 'build');
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`the stock site's build has no index.html: ${buildDir}`);
  return { projectDir, buildDir };
}
