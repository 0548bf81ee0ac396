'use client';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../../helpers/classNames.js';
import { findElement } from '../../helpers/findElement.js';
import { focusedElement } from '../../helpers/focusedElement.js';
import { warnOnce } from '../../helpers/devWarning.js';
import { useConfig } from '../../helpers/useConfig.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { tabbableElements } from '../internal/focus.js';
import { useMergedRefs } from '../internal/mergeRefs.js';
import { ModalCardTitle } from './ModalCardTitle.js';
import type { ModalCloseReason } from './closeReasons.js';
import { getModalContext, type ModalContextValue } from './ModalContext.js';
import { registerOpenModal } from './openModals.js';

export interface ModalProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Shows the modal: `is-active`. While it is shown it is a `role="dialog"`, focus is moved into it and kept
   * there, the page around it is `inert`, and `<html>` gets `is-clipped` so the page does not scroll. While it
   * is hidden it keeps its content but is no dialog.
   * @default false
   */
  isActive?: boolean;
  /**
   * Called when the modal asks to be closed: Escape, a click on `Modal.Background`, or `Modal.Close`.
   * Set `isActive` to `false` in it.
   * @default unset
   */
  onClose?: (reason: ModalCloseReason) => void;
  /**
   * Renders the modal through a portal into `container`, outside the surrounding markup; turn it off to
   * render the modal in place.
   * @default true
   */
  withinPortal?: boolean;
  /**
   * Element the portal renders into.
   * @default the ConfigProvider's `portalContainer`, or document.body
   */
  container?: Element | DocumentFragment | null;
  /**
   * Accessible name of the dialog. Every dialog needs a name: give `aria-label`, `aria-labelledby` or a
   * `Modal.CardTitle` (which names it by itself); without any, development builds warn.
   * @default unset (named by its Modal.CardTitle)
   */
  'aria-label'?: string;
  /**
   * Id of the element that names the dialog, instead of its `Modal.CardTitle`.
   * @default the id of its Modal.CardTitle
   */
  'aria-labelledby'?: string;
  /**
   * Role of the open dialog, such as `"alertdialog"` for one that asks to confirm something.
   * @default "dialog"
   */
  role?: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** `Modal` without its static members, which `Modal.tsx` adds in a way that works in server components too. */
export const ModalRoot = forwardRef<HTMLElement, ModalProps>(function Modal(
  {
    as: Component = 'div',
    isActive = false,
    onClose,
    withinPortal = true,
    container,
    onKeyDown,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    role = 'dialog',
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const { portalContainer } = useConfig();
  const rootRef = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRefs(ref, rootRef);
  // A portal needs the document, which exists only after mounting (not while rendering on a server).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const generatedTitleId = useId();
  const [titleId, setTitleId] = useState<string | undefined>(undefined);
  // The title registers in its own effect, which runs before this component's effects but whose state update
  // is not visible to them yet; the ref is.
  const registeredTitle = useRef<string | undefined>(undefined);
  const registerTitle = useCallback((id: string | undefined) => {
    registeredTitle.current = id;
    setTitleId(id);
  }, []);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const requestClose = useCallback((reason: ModalCloseReason) => latestOnClose.current?.(reason), []);
  const context = useMemo<ModalContextValue>(
    () => ({ requestClose, titleId: generatedTitleId, registerTitle }),
    [requestClose, generatedTitleId, registerTitle],
  );

  const rendered = !withinPortal || mounted;
  const named = Boolean(ariaLabel || ariaLabelledBy);
  useEffect(() => {
    if (isActive && rendered && !named && !registeredTitle.current) {
      warnOnce(
        'a Modal has no accessible name. Give it a Modal.CardTitle, an aria-label or an aria-labelledby, so ' +
          'screen readers can say which dialog opened.',
      );
    }
  }, [isActive, rendered, named]);

  // Declared before the focus effect on purpose: on closing, React runs cleanups in order, so the page is no
  // longer inert by the time focus goes back to the opener.
  const clippedClass = bulma('is-clipped');
  const target = container ?? portalContainer;
  useEffect(() => {
    const root = rootRef.current;
    if (!isActive || !rendered || !root) return undefined;
    const boundary = (withinPortal ? target : portalContainer) ?? root.ownerDocument.body;
    return registerOpenModal({ root, boundary, clippedClass });
  }, [isActive, rendered, withinPortal, target, portalContainer, clippedClass]);

  useEffect(() => {
    const root = rootRef.current;
    if (!isActive || !rendered || !root) return undefined;
    const previous = focusedElement(root) as HTMLElement | null;
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableElements(root)[0] ?? root;
    initial.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [isActive, rendered]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !isActive) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose('escape');
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  if (!rendered) return null;
  const DialogContext = getModalContext();
  const modal = (
    <Component
      ref={mergedRef}
      // A hidden modal stays mounted (its content keeps its state, and focus can go back from it), but it is
      // only a dialog while it is shown.
      role={isActive ? role : undefined}
      aria-modal={isActive ? 'true' : undefined}
      aria-label={isActive ? ariaLabel : undefined}
      aria-labelledby={isActive ? (ariaLabelledBy ?? titleId ?? titleIdIn(children, generatedTitleId)) : undefined}
      tabIndex={-1}
      className={classNames(bulma('modal', isActive && 'is-active'), helperClassName, className)}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      <DialogContext.Provider value={context}>{children}</DialogContext.Provider>
    </Component>
  );
  return withinPortal ? createPortal(modal, target ?? document.body) : modal;
}) as unknown as PolymorphicComponent<'div', ModalProps>;
ModalRoot.displayName = 'Modal';

/**
 * Id of the `Modal.CardTitle` among the children, for the server HTML of an open modal rendered in place: the
 * title registers only once mounted, and renders after the dialog's attributes.
 */
function titleIdIn(children: ReactNode, generatedId: string): string | undefined {
  const title = findElement<{ id?: string }>(children, ModalCardTitle, [ModalRoot]);
  return title ? (title.props.id ?? generatedId) : undefined;
}

/** Wraps Tab and Shift+Tab around the modal's first and last tabbable elements. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const root = event.currentTarget;
  const tabbable = tabbableElements(root);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = focusedElement(root);
  if (!first || !last) {
    event.preventDefault();
    root.focus();
  } else if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
