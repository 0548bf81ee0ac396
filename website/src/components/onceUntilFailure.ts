/**
 * Wraps a one-time asynchronous step (fetching a chunk, say): every call shares the step's promise, so it runs
 * once, until it fails; the first call after a failure runs it again.
 */
export function onceUntilFailure<T>(step: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= step().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
