'use client';
import { useCallback, useRef, useState } from 'react';

/**
 * State that a parent may control: while `value` is defined it wins and changes are only reported through
 * `onChange`; otherwise the component keeps its own state, starting at `defaultValue`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  // The setter reads the latest values through refs, so it keeps one identity for effects and listeners.
  const latest = useRef({ current, isControlled, onChange });
  latest.current = { current, isControlled, onChange };
  const setValue = useCallback((next: T) => {
    const { current: previous, isControlled: controlled, onChange: notify } = latest.current;
    if (Object.is(previous, next)) return;
    if (!controlled) setOwn(next);
    notify?.(next);
  }, []);
  return [current, setValue];
}
