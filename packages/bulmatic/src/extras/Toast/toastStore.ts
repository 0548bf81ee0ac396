import type { ReactNode } from 'react';
import type { BulmaColor } from '../../helpers/constants.js';
import type { ToastVariant } from './constants.js';

/**
 * The toasts waiting to be shown, in a module-level store that `toast()` writes and every `Toaster` reads with
 * `useSyncExternalStore`. It holds no React state of its own, so `toast()` can be called from anywhere (an event
 * handler, a data-fetching callback, outside any component), and servers, which never call it, render no toasts.
 */

/** Options of one toast, given to `toast()` and its shortcuts. */
export interface ToastOptions {
  /**
   * Identifies the toast: calling `toast()` again with the id of a toast still shown replaces it in place,
   * which turns "Saving…" into "Saved" without stacking a second toast.
   * @default a generated id
   */
  id?: string;
  /**
   * Colour of the notification: `is-{color}`. Toasts coloured `danger` or `warning` are announced at once
   * (`role="alert"`), the others when the screen reader is idle (`role="status"`).
   * @default unset (neutral)
   */
  color?: BulmaColor;
  /**
   * Tone of the colour: `is-light` or `is-dark`; used together with `color`.
   * @default unset
   */
  variant?: ToastVariant;
  /**
   * Milliseconds the toast stays on screen before it dismisses itself, not counting the time the pointer or
   * focus spends on the toasts; `Infinity` keeps it until it is closed.
   * @default the Toaster's `duration`
   */
  duration?: number;
  /**
   * Shows a close button on the toast.
   * @default true
   */
  dismissible?: boolean;
  /**
   * Called with the toast's id once it has been dismissed and removed, whether by its close button, its timer
   * or `toast.dismiss`.
   * @default unset
   */
  onDismiss?: (id: string) => void;
}

/** One toast as the store holds it. */
export interface ToastRecord extends ToastOptions {
  /** Identifies the toast. */
  id: string;
  /** What the toast says. */
  message: ReactNode;
  /** Whether the toast has been dismissed and is playing its exit animation before it is removed. */
  isLeaving: boolean;
}

const NO_TOASTS: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = NO_TOASTS;
let generated = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Registers a listener called after every change; returns the function that unregisters it. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current toasts, oldest first; the same array until something changes. */
export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

/** What a server renders: no toasts, whatever an earlier request may have left in the store. */
export function getServerToasts(): readonly ToastRecord[] {
  return NO_TOASTS;
}

function show(message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++generated}`;
  // A server keeps its modules across requests: a toast stored there would leak into another visitor's page.
  if (typeof window === 'undefined') return id;
  const record: ToastRecord = { ...options, id, message, isLeaving: false };
  const index = toasts.findIndex((existing) => existing.id === id);
  publish(index === -1 ? [...toasts, record] : toasts.map((existing, at) => (at === index ? record : existing)));
  return id;
}

/** Takes a toast out of the store at once, without an exit animation, and calls its `onDismiss`. */
export function removeToast(id: string): void {
  const removed = toasts.find((existing) => existing.id === id);
  if (!removed) return;
  publish(toasts.filter((existing) => existing !== removed));
  removed.onDismiss?.(id);
}

function dismiss(id?: string): void {
  const leaving = toasts.filter((existing) => (id === undefined || existing.id === id) && !existing.isLeaving);
  if (leaving.length === 0) return;
  if (listeners.size === 0) {
    // No Toaster shows them, so nothing would ever finish their exit animation.
    for (const record of leaving) removeToast(record.id);
    return;
  }
  publish(toasts.map((existing) => (leaving.includes(existing) ? { ...existing, isLeaving: true } : existing)));
}

/** Empties the store and restarts the generated ids. For tests, whose modules outlive a single test. */
export function resetToasts(): void {
  generated = 0;
  publish(NO_TOASTS);
}

type ToastShortcut = (message: ReactNode, options?: Omit<ToastOptions, 'color'>) => string;
const shortcut =
  (color: BulmaColor): ToastShortcut =>
  (message, options) =>
    show(message, { ...options, color });

/**
 * Shows a toast in the mounted `Toaster` and returns its id. `toast.success`, `toast.info`, `toast.warning`
 * and `toast.danger` set the colour; `toast.dismiss(id)` closes one toast, `toast.dismiss()` all of them.
 *
 * @example
 * const id = toast('Saving…', { duration: Infinity });
 * await save();
 * toast.success('Saved', { id });
 */
export const toast = Object.assign(show, {
  /** Shows a green toast (`is-success`), announced politely. */
  success: shortcut('success'),
  /** Shows a blue toast (`is-info`), announced politely. */
  info: shortcut('info'),
  /** Shows a yellow toast (`is-warning`), announced at once. */
  warning: shortcut('warning'),
  /** Shows a red toast (`is-danger`), announced at once. */
  danger: shortcut('danger'),
  /** Dismisses the toast with this id, or every toast when called without one. */
  dismiss,
});
