import { useState, useSyncExternalStore } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const neverChanges = () => () => {};

/**
 * Whether this render is the hydration of markup the server wrote (so that markup is on the page right now).
 * React renders with the server snapshot exactly while hydrating, including parts it hydrates late (a Suspense
 * boundary after the rest of the page), which a "has the page hydrated yet" flag would get wrong.
 */
export function useIsHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return hydrating && ExecutionEnvironment.canUseDOM;
}

/**
 * Whether this component was born hydrating the server's markup, for as long as it lives: a component that keeps
 * that markup as it is (KeptServerMarkup) must go on keeping it after hydration, or React would draw it again.
 */
export function useBornHydrating(): boolean {
  const [born] = useState(useIsHydrating());
  return born;
}
