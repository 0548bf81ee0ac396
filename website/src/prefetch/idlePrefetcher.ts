type Prefetch = (path: string) => unknown;

/**
 * A `prefetch` that queues pages and hands them to Docusaurus's own `prefetch` one per `schedule` callback (an idle
 * period in the browser), in the order they were seen, each page once while it waits.
 */
export function idlePrefetcher(prefetch: Prefetch, schedule: (callback: () => void) => void): (path: string) => false {
  const waiting = new Set<string>();
  const next = (): void => {
    const [path] = waiting;
    if (path === undefined) return;
    waiting.delete(path);
    prefetch(path);
    if (waiting.size > 0) schedule(next);
  };
  return (path: string): false => {
    if (waiting.size === 0) schedule(next);
    waiting.add(path);
    // Nothing has been fetched yet; Docusaurus's Link ignores the answer.
    return false;
  };
}
