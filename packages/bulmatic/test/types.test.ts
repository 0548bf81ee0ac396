import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const scratch = mkdtempSync(join(tmpdir(), 'bulmatic-types-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each category keeps its type cases in its own file: types.test-d.tsx, types-<category>.test-d.tsx.
const typeCaseFiles = readdirSync(join(packageRoot, 'test'))
  .filter((name) => /^types(-[a-z]+)?\.test-d\.tsx$/.test(name))
  .map((name) => join(packageRoot, 'test', name));

interface TscResult {
  code: number | null;
  output: string;
}

/** Type-checks files against the package's compiler options; resolves with tsc's exit code and output. */
function typeCheck(...files: string[]): Promise<TscResult> {
  const project = join(scratch, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(packageRoot, 'tsconfig.json'),
      compilerOptions: { noEmit: true, types: [] },
      include: [],
      files,
    }),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: packageRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * One tsc run checks the type case files and a file with a deliberate mistake: the library's sources are compiled
 * once for both tests (each run takes about 17 s here) rather than once each.
 */
let checked: Promise<TscResult> | undefined;
const wrongColourFile = join(scratch, 'wrong-colour.tsx');
function checkOnce(): Promise<TscResult> {
  if (!checked) {
    writeFileSync(
      wrongColourFile,
      `import { Button } from ${JSON.stringify(join(packageRoot, 'src/index.js'))};\nexport const x = <Button color="purple" />;\n`,
    );
    checked = typeCheck(...typeCaseFiles, wrongColourFile);
  }
  return checked;
}

/** tsc's diagnostics, one line each (a message's continuation lines are indented). */
const errorLines = (output: string) => output.split('\n').filter((line) => /error TS\d+/.test(line));

describe('types (compiled with tsc)', () => {
  it('accepts valid props and rejects every @ts-expect-error case in the types*.test-d.tsx files', async () => {
    expect(typeCaseFiles.length).toBeGreaterThanOrEqual(1);
    const { output } = await checkOnce();
    // Nothing but the deliberate mistake of the next test: no error in a type case file, no unused expectation.
    // (tsc names files relative to the package, and the scratch file also misses React's types from outside it.)
    expect(errorLines(output).filter((line) => !line.includes('/wrong-colour.tsx('))).toEqual([]);
  }, 60_000);

  it('reports a wrong colour as a compile error when nothing expects it', async () => {
    const { code, output } = await checkOnce();
    expect(code).not.toBe(0);
    expect(output).toMatch(/wrong-colour\.tsx\(2,\d+\): error TS2322: Type '"purple"' is not assignable/);
  }, 60_000);
});
