'use client';
import {
  forwardRef,
  useEffect,
  useRef,
  type AnimationEvent,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Delete } from '../../elements/Delete/Delete.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import { animationTime, usePrefersReducedMotion } from '../internal/motion.js';
import type { ToastVariant } from './constants.js';

/** Colours whose toasts interrupt the screen reader (`role="alert"`); the others wait (`role="status"`). */
const URGENT_COLORS: ReadonlySet<BulmaColor> = new Set<BulmaColor>(['danger', 'warning']);

export interface ToastProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour of the notification: `is-{color}`.
   * @default unset (neutral)
   */
  color?: BulmaColor;
  /**
   * Tone of the colour: `is-light` or `is-dark`; used together with `color`.
   * @default unset
   */
  variant?: ToastVariant;
  /**
   * Milliseconds until `onTimeout` is called, counted only while the toast is not paused; unset or `Infinity`
   * never times out.
   * @default unset
   */
  duration?: number;
  /**
   * Called when `duration` has run out.
   * @default unset
   */
  onTimeout?: () => void;
  /**
   * Stops the clock of `duration`, for example while the pointer or focus is on the toast; it resumes with
   * the time that was left.
   * @default false
   */
  isPaused?: boolean;
  /**
   * Called when the close button is clicked; when set, a close button (`delete`) is shown in the corner.
   * @default unset (no close button)
   */
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Accessible name of the close button.
   * @default "Close"
   */
  deleteLabel?: string;
  /**
   * Plays the exit animation (`is-leaving`) and then calls `onLeave`.
   * @default false
   */
  isLeaving?: boolean;
  /**
   * Called once the exit animation is over: at once when there is none or the user prefers reduced motion.
   * @default unset
   */
  onLeave?: () => void;
  /**
   * ARIA role, which decides how screen readers announce the toast.
   * @default "alert" for the `danger` and `warning` colours, else "status"
   */
  role?: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * One toast: a Bulma `notification` with the `toast` class, announced by screen readers as a status message
 * (or as an alert in `danger` and `warning`). `Toaster` renders these from `toast()`; render one yourself for
 * a toast whose state you keep. It can time out (`duration`, `onTimeout`, paused by `isPaused`) and play an
 * exit animation (`isLeaving`, `onLeave`).
 */
export const Toast = forwardRef<HTMLElement, ToastProps>(function Toast(
  {
    as: Component = 'div',
    color,
    variant,
    duration,
    onTimeout,
    isPaused = false,
    onDelete,
    deleteLabel = 'Close',
    isLeaving = false,
    onLeave,
    role,
    onAnimationEnd,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  const rootRef = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRefs(ref, rootRef);
  const reducedMotion = usePrefersReducedMotion();
  // Callbacks through refs, so a parent that passes new functions on each render does not restart the clock.
  const callbacks = useRef({ onTimeout, onLeave });
  callbacks.current = { onTimeout, onLeave };

  const remaining = useRef(duration);
  const left = useRef(false);
  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    const time = remaining.current;
    if (isPaused || isLeaving || time === undefined || !Number.isFinite(time)) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => callbacks.current.onTimeout?.(), Math.max(0, time));
    return () => {
      clearTimeout(timer);
      remaining.current = time - (Date.now() - started);
    };
  }, [isPaused, isLeaving, duration]);

  const finishLeaving = () => {
    if (left.current) return;
    left.current = true;
    callbacks.current.onLeave?.();
  };
  useEffect(() => {
    left.current = false;
    const element = rootRef.current;
    if (!isLeaving || !element) return undefined;
    const time = reducedMotion ? 0 : animationTime(element);
    if (time === 0) {
      finishLeaving();
      return undefined;
    }
    // animationend is the signal; the timer covers an animation that never runs (say, a hidden tab).
    const timer = setTimeout(finishLeaving, time + 50);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLeaving, reducedMotion]);

  const handleAnimationEnd = (event: AnimationEvent<HTMLElement>) => {
    onAnimationEnd?.(event);
    if (isLeaving && event.target === event.currentTarget) finishLeaving();
  };

  return (
    <Component
      ref={mergedRef}
      role={role ?? (color && URGENT_COLORS.has(color) ? 'alert' : 'status')}
      className={classNames(
        bulma('notification', 'toast', color && `is-${color}`, variant && `is-${variant}`, isLeaving && 'is-leaving'),
        helperClassName,
        className,
      )}
      onAnimationEnd={handleAnimationEnd}
      {...rest}
    >
      {onDelete && <Delete classPrefix={prefix} aria-label={deleteLabel} onClick={onDelete} />}
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', ToastProps>;
Toast.displayName = 'Toast';
