import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** Runs a command with inherited output and resolves with its exit code. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output (stdout and stderr) written to `file`, and resolves with its exit code. */
export function runToFile(command: string, args: readonly string[], file: string): Promise<number> {
  const output = openSync(file, 'w');
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', output, output] });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => closeSync(output));
}

/** Runs a command and exits the process when it fails, so scripts read as a list of steps. */
export async function step(label: string, command: string, args: readonly string[]): Promise<void> {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}
