'use client';
import { createContext, type Context } from 'react';

/**
 * Returns a getter for a React context that is created on first use instead of at import time.
 * Loading the library against React's server build (which has no `createContext`) must not fail: a server
 * renders only the non-interactive components, and they never reach these contexts (see `useConfig`).
 */
export function lazyContext<T>(defaultValue: T, displayName: string): () => Context<T> {
  let context: Context<T> | undefined;
  return () => {
    if (!context) {
      context = createContext<T>(defaultValue);
      context.displayName = displayName;
    }
    return context;
  };
}
