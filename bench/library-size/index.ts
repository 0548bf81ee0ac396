/**
 * Library size: minified + gzipped bytes of the whole library and of `import { Button }` alone, for bulmatic and,
 * in the same run with the same bundler settings, for react-bulma-components (the established React wrapper for
 * Bulma). React is external in both, as it is in any app. Then each extras component alone, without and with the
 * extras stylesheet (`bulmatic/extras.css`, which is one file for all of them). Run with `npm run bench:size`
 * after `npm run build`; the report is written to bench/results/size.md.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { packageVersion, writeResults } from '../results.js';

interface Entry {
  library: string;
  scenario: string;
  source: string;
}

const ENTRIES: Entry[] = [
  { library: 'bulmatic', scenario: 'whole library', source: `export * from 'bulmatic';` },
  {
    library: 'bulmatic',
    scenario: 'import { Button }',
    source: `import { Button } from 'bulmatic';\nexport { Button };`,
  },
  {
    library: 'react-bulma-components',
    scenario: 'whole library',
    source: `export * from 'react-bulma-components';`,
  },
  {
    library: 'react-bulma-components',
    scenario: 'import { Button }',
    source: `import { Button } from 'react-bulma-components';\nexport { Button };`,
  },
];

/** The components Bulma lacks that bulmatic adds, styled by its extras stylesheet. */
export const EXTRAS = ['Tooltip', 'Popover', 'Toast', 'Accordion', 'Switch', 'Slider', 'Steps', 'Badge'] as const;
const EXTRAS_STYLESHEET = 'bulmatic/extras.css';

export interface SizeResult {
  library: string;
  scenario: string;
  minified: number;
  gzipped: number;
}

/** One extras component alone: its JavaScript, and its JavaScript plus the extras stylesheet. */
export interface ExtraSizeResult {
  component: string;
  script: { minified: number; gzipped: number };
  withStylesheet: { minified: number; gzipped: number };
}

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Minified bytes and gzip-9 bytes of every file esbuild writes for `source`, summed. */
async function bundle(source: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    // Resolved from the repository root, as an app that installed both packages would resolve them.
    stdin: { contents: source, resolveDir: repositoryRoot, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    // An imported stylesheet becomes a file of its own beside the script; outdir only names them (nothing is written).
    outdir: 'out',
    treeShaking: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'prop-types', 'bulma'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  let minified = 0;
  let gzipped = 0;
  for (const file of result.outputFiles) {
    minified += file.contents.length;
    gzipped += gzipSync(file.contents, { level: 9 }).length;
  }
  return { minified, gzipped };
}

export async function measure(entry: Entry): Promise<SizeResult> {
  return { library: entry.library, scenario: entry.scenario, ...(await bundle(entry.source)) };
}

/** The stylesheet alone, as an app that imports it gets it. */
export async function measureExtrasStylesheet(): Promise<{ minified: number; gzipped: number }> {
  return bundle(`import '${EXTRAS_STYLESHEET}';`);
}

/**
 * Each of EXTRAS that bulmatic exports, measured alone; the names it does not export (yet) are returned apart, so
 * the report can say so instead of failing on them.
 */
export async function measureExtras(): Promise<{ results: ExtraSizeResult[]; missing: string[] }> {
  const library = (await import('bulmatic')) as Record<string, unknown>;
  const results: ExtraSizeResult[] = [];
  const missing: string[] = [];
  for (const component of EXTRAS) {
    if (!(component in library)) {
      missing.push(component);
      continue;
    }
    const importIt = `import { ${component} } from 'bulmatic';\nexport { ${component} };`;
    results.push({
      component,
      script: await bundle(importIt),
      withStylesheet: await bundle(`import '${EXTRAS_STYLESHEET}';\n${importIt}`),
    });
  }
  return { results, missing };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function run(): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const entry of ENTRIES) results.push(await measure(entry));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await run();
  const lines = [
    '## Library size',
    '',
    '| Library | Scenario | Minified | Min + gzip | vs react-bulma-components |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    const peer = results.find(
      (other) => other.library === 'react-bulma-components' && other.scenario === result.scenario,
    )!;
    const ratio = result === peer ? '1.00×' : `${(result.gzipped / peer.gzipped).toFixed(2)}×`;
    lines.push(
      `| ${result.library} | ${result.scenario} | ${kb(result.minified)} | ${kb(result.gzipped)} | ${ratio} |`,
    );
  }

  const stylesheet = await measureExtrasStylesheet();
  const extras = await measureExtras();
  lines.push(
    '',
    `### Extras (${EXTRAS_STYLESHEET} alone: ${kb(stylesheet.minified)} min, ${kb(stylesheet.gzipped)} gzip)`,
    '',
    '| Scenario | Min + gzip | With extras.css, min + gzip |',
    '| --- | --- | --- |',
  );
  for (const { component, script, withStylesheet } of extras.results) {
    lines.push(`| import { ${component} } | ${kb(script.gzipped)} | ${kb(withStylesheet.gzipped)} |`);
  }
  if (extras.missing.length > 0)
    lines.push('', `Not measured, bulmatic does not export them yet: ${extras.missing.join(', ')}.`);

  const report = lines.join('\n');
  console.log(report);
  writeResults('bench:size', report, [
    `bulmatic ${packageVersion('bulmatic')} as built from this working tree, react-bulma-components ` +
      `${packageVersion('react-bulma-components')} as installed.`,
    `esbuild ${packageVersion('esbuild')}: bundled, minified, ESM for the browser, React and Bulma external; gzip level 9.`,
  ]);
}
