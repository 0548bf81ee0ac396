/**
 * Library size: minified + gzipped bytes of the whole library and of `import { Button }` alone, for bulmatic and,
 * in the same run with the same bundler settings, for react-bulma-components (the established React wrapper for
 * Bulma). React is external in both, as it is in any app. Run with `npm run bench:size` after `npm run build`.
 */
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';

interface Entry {
  library: string;
  scenario: string;
  source: string;
}

const ENTRIES: Entry[] = [
  {library: 'bulmatic', scenario: 'whole library', source: `export * from 'bulmatic';`},
  {library: 'bulmatic', scenario: 'import { Button }', source: `import { Button } from 'bulmatic';\nexport { Button };`},
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

export interface SizeResult {
  library: string;
  scenario: string;
  minified: number;
  gzipped: number;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export async function measure(entry: Entry): Promise<SizeResult> {
  const result = await build({
    // Resolved from the repository root, as an app that installed both packages would resolve them.
    stdin: {contents: entry.source, resolveDir: repositoryRoot, loader: 'js'},
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    treeShaking: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'prop-types', 'bulma'],
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return {library: entry.library, scenario: entry.scenario, minified: code.length, gzipped: gzipSync(code, {level: 9}).length};
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function run(): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const entry of ENTRIES) results.push(await measure(entry));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await run();
  console.log('| Library | Scenario | Minified | Min + gzip | vs react-bulma-components |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const result of results) {
    const peer = results.find((other) => other.library === 'react-bulma-components' && other.scenario === result.scenario)!;
    const ratio = result === peer ? '1.00×' : `${(result.gzipped / peer.gzipped).toFixed(2)}×`;
    console.log(`| ${result.library} | ${result.scenario} | ${kb(result.minified)} | ${kb(result.gzipped)} | ${ratio} |`);
  }
}
