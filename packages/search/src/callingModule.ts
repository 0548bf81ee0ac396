import { pathToFileURL } from 'node:url';

/**
 * The URL of the module that calls this function: what `import.meta.url` would say there. The end-to-end tests
 * load this package through Playwright's loader, which compiles it to CommonJS and fails on any `import.meta`, so
 * modules they reach read their own location from V8's structured stack trace instead, which names the calling
 * file under every loader used here (tsx, vitest, Playwright).
 */
export function callingModuleUrl(): URL {
  const originalPrepare = Error.prepareStackTrace;
  let file: string | null | undefined;
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites;
    const callSites = new Error().stack as unknown as NodeJS.CallSite[];
    // [0] is this function, [1] the module that called it.
    file = callSites[1]?.getFileName();
  } finally {
    Error.prepareStackTrace = originalPrepare;
  }
  if (!file) throw new Error('callingModuleUrl: the stack trace does not name the calling module');
  return file.startsWith('file:') ? new URL(file) : pathToFileURL(file);
}
