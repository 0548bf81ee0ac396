'use client';
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ElementType,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import { focusedElement } from '../../helpers/focusedElement.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import type { ToasterPlacement } from './constants.js';
import { Toast } from './Toast.js';
import { getServerToasts, getToasts, removeToast, subscribeToToasts, toast } from './toastStore.js';

export interface ToasterProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color' | 'children'> {
  /**
   * Where the toasts stack: `is-{placement}`, a corner or the middle of the top or bottom edge. The newest toast
   * is nearest the edge of the screen. (`position` is the helper prop for CSS position, as on every component.)
   * @default "bottom-right"
   */
  placement?: ToasterPlacement;
  /**
   * How many toasts show at once. Only the newest ones show; older ones wait, with their clocks stopped, and
   * come back as the newer ones go.
   * @default 3
   */
  limit?: number;
  /**
   * Milliseconds a toast stays when its own options give no `duration`.
   * @default 5000
   */
  duration?: number;
  /**
   * Accessible name of each toast's close button.
   * @default "Close"
   */
  deleteLabel?: string;
  /**
   * Accessible name of the region that holds the toasts.
   * @default "Notifications"
   */
  label?: string;
  /**
   * Element to render.
   * @default "section"
   */
  as?: ElementType;
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The region where `toast()` messages appear (`toaster`); mount it once, near the root of the app. Toasts
 * dismiss themselves after their duration, which stops running while the pointer is over the toasts, focus is
 * in them or the page is in the background. It renders no toasts on the server.
 */
export const Toaster = forwardRef<HTMLElement, ToasterProps>(function Toaster(
  {
    as: Component = 'section',
    placement = 'bottom-right',
    limit = 3,
    duration = 5000,
    deleteLabel = 'Close',
    label = 'Notifications',
    onMouseEnter,
    onMouseLeave,
    onFocus,
    onBlur,
    className,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  const regionRef = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRefs(ref, regionRef);
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageVisible, setPageVisible] = useState(true);
  // Where focus was before it entered the toasts, to go back to when the last one is closed.
  const focusOrigin = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const update = () => setPageVisible(isVisible());
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  // A toast that is leaving keeps its place until its exit animation is over, so the one waiting behind it
  // comes in after it has gone.
  const shown = toasts.slice(-Math.max(0, limit));
  useEffect(() => {
    // A toast dismissed while it was waiting has no animation to play.
    for (const record of toasts) {
      if (record.isLeaving && !shown.includes(record)) removeToast(record.id);
    }
  });

  useEffect(() => {
    // Focus can vanish with a removed toast without a blur event; the toasts must not stay paused for it.
    const region = regionRef.current;
    if (focused && !region?.contains(focusedElement(region))) setFocused(false);
  });

  const closeFromButton = (id: string) => {
    const region = regionRef.current;
    if (region?.contains(focusedElement(region))) {
      // Keyboard users stay among the toasts: focus goes to the next close button, else back where it was.
      const others = shown.filter((record) => record.id !== id && !record.isLeaving && record.dismissible !== false);
      const at = shown.findIndex((record) => record.id === id);
      const next = others.find((record) => shown.indexOf(record) > at) ?? others[others.length - 1];
      const item = next && [...region.children].find((child) => child.getAttribute('data-toast') === next.id);
      const button = item?.querySelector<HTMLElement>('button');
      if (button) button.focus();
      else if (focusOrigin.current?.isConnected) focusOrigin.current.focus();
    }
    toast.dismiss(id);
  };

  const handleMouseEnter = (event: MouseEvent<HTMLElement>) => {
    onMouseEnter?.(event);
    setHovered(true);
  };
  const handleMouseLeave = (event: MouseEvent<HTMLElement>) => {
    onMouseLeave?.(event);
    setHovered(false);
  };
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    onFocus?.(event);
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !event.currentTarget.contains(from)) focusOrigin.current = from;
    setFocused(true);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocused(false);
  };

  const isPaused = hovered || focused || !pageVisible;
  return (
    <Component
      ref={mergedRef}
      aria-label={label}
      className={classNames(bulma('toaster', `is-${placement}`), helperClassName, className)}
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
      onFocus={handleFocus}
      onBlur={handleBlur}
      {...rest}
    >
      {shown.map((record) => (
        <Toast
          key={record.id}
          data-toast={record.id}
          classPrefix={prefix}
          color={record.color}
          variant={record.variant}
          duration={record.duration ?? duration}
          isPaused={isPaused}
          isLeaving={record.isLeaving}
          onTimeout={() => toast.dismiss(record.id)}
          onLeave={() => removeToast(record.id)}
          onDelete={record.dismissible === false ? undefined : () => closeFromButton(record.id)}
          deleteLabel={deleteLabel}
        >
          {record.message}
        </Toast>
      ))}
    </Component>
  );
}) as unknown as PolymorphicComponent<'section', ToasterProps>;
Toaster.displayName = 'Toaster';
