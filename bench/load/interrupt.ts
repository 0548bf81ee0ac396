/**
 * Clean-up that must also run when the benchmark is interrupted (Ctrl-C, a kill): a signal ends the process without
 * running `finally` blocks, which would leave a git worktree behind, or a server listening. Each clean-up runs once,
 * synchronously, then the signal ends the process as it would have.
 */
const cleanups = new Set<() => void>();
let installed = false;

function onSignal(signal: NodeJS.Signals): void {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup();
    } catch {
      // The others still run.
    }
  }
  cleanups.clear();
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  installed = false;
  process.kill(process.pid, signal);
}

/** Runs `cleanup` if a signal interrupts the process; call the returned function once it is no longer needed. */
export function onInterrupt(cleanup: () => void): () => void {
  if (!installed) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    installed = true;
  }
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0 && installed) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      installed = false;
    }
  };
}
