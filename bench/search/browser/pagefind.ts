/**
 * Pagefind, the static-site search peer: installed at bench time into the system's temporary folder (never into the
 * repository's lockfile: it ships a platform binary), then run on the same site build as our engine, writing its
 * index outside the build. The page the benchmark drives (PAGEFIND_PAGE) uses Pagefind's documented JavaScript API
 * with no UI of its own, the lightest way to use it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PAGEFIND_VERSION = '1.6.0';

/** Where its index is served from, beside the site. */
export const PAGEFIND_PREFIX = '/pagefind/';
/** The benchmark's search pages for Pagefind, served beside the site: on its JavaScript API, and its default UI. */
export const PAGEFIND_PAGE = '/pagefind-bench/index.html';
export const PAGEFIND_UI_PAGE = '/pagefind-bench/ui.html';

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${output.slice(-400)}`)),
    );
  });
}

export interface PagefindSite {
  /** The folder served at PAGEFIND_PREFIX. */
  indexFolder: string;
  /** The folder served at /pagefind-bench/. */
  pageFolder: string;
  /** What the indexer said it indexed, e.g. "Indexed 119 pages". */
  summary: string;
}

/** Installs Pagefind (once per version) and indexes the site build with it. */
export async function indexWithPagefind(siteRoot: string): Promise<PagefindSite> {
  const home = path.join(os.tmpdir(), `bench-pagefind-${PAGEFIND_VERSION}`);
  const binary = path.join(home, 'node_modules', '.bin', 'pagefind');
  if (!existsSync(binary)) {
    mkdirSync(home, { recursive: true });
    writeFileSync(path.join(home, 'package.json'), JSON.stringify({ private: true }));
    await run('npm', ['install', '--no-save', '--loglevel=error', `pagefind@${PAGEFIND_VERSION}`], home);
  }
  const indexFolder = path.join(home, 'index');
  rmSync(indexFolder, { recursive: true, force: true });
  const output = await run(binary, ['--site', siteRoot, '--output-path', indexFolder], home);
  const pageFolder = path.join(home, 'page');
  mkdirSync(pageFolder, { recursive: true });
  writeFileSync(path.join(pageFolder, 'index.html'), PAGE);
  writeFileSync(path.join(pageFolder, 'ui.html'), UI_PAGE);
  const summary = /Indexed \d+ pages?/.exec(output)?.[0] ?? output.trim().split('\n').at(-1) ?? '';
  return { indexFolder, pageFolder, summary };
}

/**
 * A search box on Pagefind's API: it loads Pagefind on the first sign of intent (focus or hover), searches on each
 * input, and shows the first result's page once its data is there. `window.benchPagefind` exposes the search to
 * the benchmark for the relevance sets.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagefind bench</title></head>
<body>
<input id="q" type="search" aria-label="Search">
<ol id="results"></ol>
<script type="module">
let pagefind = null;
const load = () => (pagefind ??= import('${PAGEFIND_PREFIX}pagefind.js').then(async (module) => { await module.init(); return module; }));
const input = document.getElementById('q');
input.addEventListener('focus', load);
input.addEventListener('mouseover', load);
let latest = 0;
input.addEventListener('input', async () => {
  const ticket = ++latest;
  const api = await load();
  const search = await api.search(input.value);
  if (!search || ticket !== latest) return;
  const first = search.results[0] ? await search.results[0].data() : null;
  if (ticket !== latest) return;
  document.getElementById('results').innerHTML = first ? '<li class="hit"></li>' : '';
  if (first) document.querySelector('.hit').textContent = first.url;
});
window.benchPagefind = async (query, count) => {
  const api = await load();
  const search = await api.search(query);
  const data = await Promise.all((search?.results ?? []).slice(0, count).map((result) => result.data()));
  return data.map((entry) => entry.url);
};
</script>
</body></html>
`;

/**
 * Pagefind's own search UI, as its documentation sets it up, loaded (script and stylesheet) on the first sign of
 * intent like ours: what a reader of a Pagefind site downloads, UI included.
 */
const UI_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagefind UI bench</title></head>
<body>
<div id="search"><input id="intent" type="search" aria-label="Search"></div>
<script>
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = '${PAGEFIND_PREFIX}pagefind-ui.css';
  document.head.append(style);
  const script = document.createElement('script');
  script.src = '${PAGEFIND_PREFIX}pagefind-ui.js';
  script.onload = () => {
    document.getElementById('intent').remove();
    new PagefindUI({element: '#search', showImages: false});
    document.querySelector('.pagefind-ui__search-input').focus();
  };
  document.head.append(script);
};
document.getElementById('intent').addEventListener('mouseover', start);
document.getElementById('intent').addEventListener('focus', start);
</script>
</body></html>
`;
