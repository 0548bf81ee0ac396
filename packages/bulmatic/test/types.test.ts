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

/** Type-checks files against the package's compiler options; resolves with tsc's exit code and output. */
function typeCheck(...files: string[]): Promise<{ code: number | null; output: string }> {
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

describe('types (compiled with tsc)', () => {
  it('accepts valid props and rejects every @ts-expect-error case in the types*.test-d.tsx files', async () => {
    expect(typeCaseFiles.length).toBeGreaterThanOrEqual(1);
    const result = await typeCheck(...typeCaseFiles);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);

  it('reports a wrong colour as a compile error when nothing expects it', async () => {
    const file = join(scratch, 'wrong-colour.tsx');
    writeFileSync(
      file,
      `import { Button } from ${JSON.stringify(
        join(packageRoot, 'src/index.js'),
      )};\nexport const x = <Button color="purple" />;\n`,
    );
    const result = await typeCheck(file);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/wrong-colour\.tsx\(2,\d+\): error TS2322: Type '"purple"' is not assignable/);
  }, 60_000);
});
