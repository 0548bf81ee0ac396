/**
 * The changes this site makes to how a page starts, beyond what Docusaurus does. Each is on by default and can be
 * switched off for one build with `BULMATIC_STARTUP_OFF` (read in variables.ts), so that `bench/lighthouse` can
 * build the site without each one and measure, on the machine at hand, what each earns against the others and a
 * stock Docusaurus site. A change stays only where it wins.
 */
export const STARTUP_CHANGES = {
  'scripts-after-paint':
    "the page's scripts are preloaded and run after its first paint, instead of Docusaurus's deferred scripts " +
    '(website/config/pageTemplate.ts)',
  'compile-hints':
    "V8's compile hint on the start-up scripts: their functions are compiled while they download " +
    '(website/plugins/compile-hints.ts)',
  'idle-prefetch':
    'the pages behind visible links are prefetched one per idle period, instead of all at once as links appear ' +
    '(website/src/prefetch)',
  'theme-memo':
    "theme-common's memo hook without the browser's collator, which otherwise runs during hydration " +
    '(website/plugins/theme-common-memo.ts)',
} as const;

export type StartupChange = keyof typeof STARTUP_CHANGES;

export const STARTUP_CHANGE_NAMES = Object.keys(STARTUP_CHANGES) as StartupChange[];
