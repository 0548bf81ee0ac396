// Bundlers replace `process.env.NODE_ENV` with a string; without a bundler (a plain ES module in a browser)
// `process` does not exist. Declared here so the build needs no Node types.
declare const process: { env: Record<string, string | undefined> };

/** Whether this is a development build: anything but `NODE_ENV=production`, or no `process` at all. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

const warned = new Set<string>();

/**
 * Prints a console warning once per page load, and only in development: these warnings point at a misuse that
 * a developer can fix, and would only be noise to the people using the finished app.
 */
export function warnOnce(message: string): void {
  if (warned.has(message) || !isDevelopment()) return;
  warned.add(message);
  console.warn(`bulmatic: ${message}`);
}

/**
 * Forgets the warnings already printed. For tests only: the library's tests share one module instance per worker,
 * so without it a warning printed by one test could never be seen by the next.
 */
export function forgetWarnings(): void {
  warned.clear();
}
