import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

// Every test file gets its own copy of this module (Vitest isolates files), so the hook below belongs to the file
// that imported it. Registered at import, it is the file's first `afterAll` and so runs after the file's own hooks
// (Vitest runs after-hooks as a stack): servers and processes that use a folder are stopped before it goes.
const folders: string[] = [];
try {
  afterAll(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });
} catch {
  // Not in a test file: a child process that imports the fixtures for their constants makes no folders.
}

/** A new empty folder under the system's temporary folder, removed when the test file that made it ends. */
export async function scratchFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
