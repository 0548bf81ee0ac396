import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// How a React Server Components bundler loads the library, for the tests that simulate one: `react` resolves to
// React's server build (no context, no state, no effects), and every 'use client' module is replaced by client
// references. (The JSX runtime stays the regular one: its server build only loads under the real "react-server"
// condition, and it creates the same elements.)
const require = createRequire(import.meta.url);
const reactDir = dirname(require.resolve('react/package.json'));
// Vitest's module mocks throw on a missing export where a bundler gives `undefined`, so the APIs the server
// build lacks are listed as undefined explicitly.
const MISSING_ON_SERVER = {
  useContext: undefined,
  createContext: undefined,
  useEffect: undefined,
  useState: undefined,
};
type Internals = { H: unknown };

/** React's server build, as the module a `vi.doMock('react', ...)` factory returns. */
export function reactServerBuild(): Record<string, unknown> {
  const module = require(join(reactDir, 'react.react-server.js')) as Record<string, unknown>;
  // The hooks the server build does have (useId, useMemo, useCallback) call the dispatcher of the renderer in
  // charge, as React's Flight renderer provides one. Here the renderer is react-dom/server on the regular build,
  // so the server build's dispatcher is that one's.
  const clientInternals = (require('react') as Record<string, Internals>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
  Object.defineProperty(module.__SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE, 'H', {
    configurable: true,
    get: () => clientInternals.H,
    set: () => undefined,
  });
  return { ...MISSING_ON_SERVER, ...module, default: module };
}

/** What bundlers mark their client references with, and React's Flight renderer looks for. */
export const CLIENT_REFERENCE = Symbol.for('react.client.reference');

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** Absolute paths of the library's 'use client' modules. */
export function clientModulePaths(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientModulePaths(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8').startsWith("'use client';") ? [path] : [];
  });
}
