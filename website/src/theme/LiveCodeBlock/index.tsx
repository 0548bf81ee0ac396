/**
 * A live code block that costs a page nothing until a reader is about to see it. The page ships the example as
 * highlighted code in the playground's frame (StaticPlayground); the playground itself (react-live and its
 * compiler, the library in scope, Bulma's stylesheet for the preview) is fetched once the block comes near the
 * viewport, and then takes the static block's place. Its editor waits longer still, for the reader to go to edit
 * (Playground/Editor).
 */
import React, { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { Props } from '@theme/LiveCodeBlock';
import { nextTask } from '@site/src/components/nextTask';
import { onceUntilFailure } from '@site/src/components/onceUntilFailure';
import { useNearViewport } from '@site/src/components/useNearViewport';
import StaticPlayground from './StaticPlayground';

type LiveCodeBlockComponent = ComponentType<Props>;

/**
 * The theme's own live code block, fetched once for the whole page; after a failure the next call tries again.
 * Its dependencies are evaluated one large module graph per task (sucrase, react-live's compiler, then react-live
 * with the library, then Bulma's stylesheet piece by piece): together they would block a slow phone's main thread
 * for a quarter of a second or more in one go. The price is fetching them in turn. Prism is not among them: the
 * editor fetches it when the reader is about to edit (Playground/Editor).
 */
const loadLiveCodeBlock = onceUntilFailure(async (): Promise<LiveCodeBlockComponent> => {
  await import('sucrase');
  await nextTask();
  const module = await import('./LivePlayground');
  await module.prepareBulmaStyleSheets();
  return module.default as LiveCodeBlockComponent;
});

const waitingSwaps: (() => void)[] = [];

/**
 * Runs each block's swap in a task of its own: compiling and rendering an example takes a while on a slow phone,
 * and several blocks coming into view together would otherwise block input for all of them at once.
 */
function scheduleSwap(swap: () => void): void {
  waitingSwaps.push(swap);
  if (waitingSwaps.length === 1) setTimeout(runNextSwap, 0);
}

function runNextSwap(): void {
  waitingSwaps.shift()?.();
  if (waitingSwaps.length > 0) setTimeout(runNextSwap, 0);
}

export default function LiveCodeBlock(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '25% 0px');
  const [Live, setLive] = useState<LiveCodeBlockComponent | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const focusInBlock = useRef(false);

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    loadLiveCodeBlock().then(
      (component) =>
        scheduleSwap(() => {
          if (current) startTransition(() => setLive(() => component));
        }),
      (reason: unknown) => current && setError(reason instanceof Error ? reason : new Error(String(reason))),
    );
    return () => {
      current = false;
    };
  }, [near, attempt]);

  // A reader who was in the static block's code when the live block took its place goes on in the live one's.
  useLayoutEffect(() => {
    if (!Live || !focusInBlock.current) return;
    ref.current?.querySelector<HTMLElement>('[contenteditable], pre[tabindex]')?.focus();
  }, [Live]);

  return (
    <div
      ref={ref}
      // Marks the block as a live example for the Markdown twins (plugins/llms), which make it a runnable module.
      data-live-example=""
      onFocus={() => {
        focusInBlock.current = true;
      }}
      onBlur={() => {
        focusInBlock.current = false;
      }}
    >
      {Live ? (
        <Live {...props} />
      ) : (
        <StaticPlayground
          code={typeof props.children === 'string' ? props.children.replace(/\n$/, '') : ''}
          position={(props as { position?: 'top' | 'bottom' }).position}
          error={error}
          onRetry={() => {
            setError(null);
            setAttempt((count) => count + 1);
          }}
        />
      )}
    </div>
  );
}
