// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Checks the published shape of the package with @arethetypeswrong/cli: every way TypeScript can resolve
// `bulmatic` (node10, node16 from CommonJS and from ESM, bundler) must find declarations of the right module
// format. The library is built into a temporary copy of the package first, so the test never depends on (or
// replaces) a dist/ that someone else built.
const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const attwBin = join(
  dirname(createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')),
  'dist/index.js',
);

interface Resolution {
  resolution?: { fileName: string; isTypeScript: boolean };
}
interface AttwReport {
  problems?: Record<string, unknown[]>;
  analysis: {
    problems: unknown[];
    entrypoints: Record<string, { resolutions: Record<string, Resolution> }>;
  };
}

let workDir: string;
let report: AttwReport;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'bulmatic-pack-'));
  for (const file of ['package.json', 'README.md']) copyFileSync(join(packageDir, file), join(workDir, file));
  await run(process.execPath, [join(packageDir, 'scripts/build.mjs'), join(workDir, 'dist')], { cwd: packageDir });
  // Stylesheet exports have no types to check, and attw would report each as unresolvable.
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const stylesheets = Object.keys(exports).filter((subpath) => subpath.endsWith('.css'));
  // attw exits with 1 when it finds a problem; its JSON report is printed either way and is what is asserted on.
  const attwArgs = ['--pack', workDir, '--format', 'json'];
  if (stylesheets.length > 0) attwArgs.push('--exclude-entrypoints', ...stylesheets);
  const { stdout } = await run(process.execPath, [attwBin, ...attwArgs], {
    cwd: workDir,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`attw did not run: ${error.stderr ?? String(error)}`);
    return { stdout: error.stdout };
  });
  report = JSON.parse(stdout) as AttwReport;
}, 600_000);

// A built package is about 1,500 files; on a loaded machine removing them can outlast the default 10 s.
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe('package types (@arethetypeswrong/cli)', () => {
  it('finds no problem for any consumer', () => {
    expect(report.analysis.problems).toEqual([]);
  });

  it.each([
    ['node10', '/dist/types/index.d.ts'],
    ['node16-cjs', '/dist/cjs/index.d.cts'],
    ['node16-esm', '/dist/types/index.d.ts'],
    ['bundler', '/dist/types/index.d.ts'],
  ])('resolves "bulmatic" for %s to %s', (mode, file) => {
    const resolution = report.analysis.entrypoints['.']?.resolutions[mode]?.resolution;
    expect(resolution?.isTypeScript).toBe(true);
    expect(resolution?.fileName).toBe(`/node_modules/bulmatic${file}`);
  });

  it('points the CommonJS declarations at each other, not at the ESM ones', () => {
    const index = readFileSync(join(workDir, 'dist/cjs/index.d.cts'), 'utf8');
    expect(index).toContain(`export * from './elements/index.cjs';`);
    expect(index).not.toMatch(/from '\.[^']*\.js'/);
    // Declaration maps could only lead an editor to sources the package does not ship.
    expect(index).not.toContain('sourceMappingURL');
  });

  it('embeds each module’s source in its source map, at the src/ path the map names', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const maps = files(join(workDir, 'dist')).filter((file) => file.endsWith('.map'));
    expect(maps.filter((file) => file.endsWith('.d.ts.map'))).toEqual([]);
    expect(maps.length).toBeGreaterThan(200);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(file, 'utf8')) as {
        sourceRoot?: string;
        sources: string[];
        sourcesContent?: string[];
      };
      expect(map.sources, file).toHaveLength(1);
      // Where a debugger puts the source: the path in the repository, which is the same inside the package.
      const source = relative(workDir, join(dirname(file), map.sourceRoot ?? '', map.sources[0]!));
      expect(source, file).toMatch(/^src\/.+\.tsx?$/);
      expect(map.sourcesContent?.[0], file).toBe(readFileSync(join(packageDir, source), 'utf8'));
    }
  });

  it.each([
    ['./extras.css', '.switch{'],
    ['./extras-prefixed.css', '.bulma-switch{'],
  ])('exports %s, built and minified', (subpath, rule) => {
    const manifest = JSON.parse(readFileSync(join(workDir, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const target = manifest.exports[subpath];
    expect(typeof target).toBe('string');
    const css = readFileSync(join(workDir, target as string), 'utf8');
    expect(css).toContain(rule);
    expect(css.split('\n').length).toBeLessThan(5);
  });

  it('keeps its stylesheets as side effects, so bundlers keep an imported one, and no module', () => {
    const { sideEffects } = JSON.parse(readFileSync(join(workDir, 'package.json'), 'utf8')) as {
      sideEffects: unknown;
    };
    expect(sideEffects).toEqual(['*.css']);
  });
});
