/** Resolves in a later task, so the browser can handle input and paint before the caller's next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
