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
} from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../../helpers/classNames.js';
import { useConfig } from '../../helpers/useConfig.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { tabbableElements } from '../internal/focus.js';
import { useMergedRefs } from '../internal/mergeRefs.js';
import { ModalBackground } from './ModalBackground.js';
import { ModalCard } from './ModalCard.js';
import { ModalCardBody } from './ModalCardBody.js';
import { ModalCardFoot } from './ModalCardFoot.js';
import { ModalCardHead } from './ModalCardHead.js';
import { ModalCardTitle } from './ModalCardTitle.js';
import { ModalClose } from './ModalClose.js';
import { ModalContent } from './ModalContent.js';
import type { ModalCloseReason } from './closeReasons.js';
import { getModalContext, type ModalContextValue } from './ModalContext.js';

export interface ModalProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Shows the modal: `is-active`. While it is shown, focus is moved into it and kept there.
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
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

const ModalBase = forwardRef<HTMLElement, ModalProps>(function Modal(
  {
    as: Component = 'div',
    isActive = false,
    onClose,
    withinPortal = true,
    container,
    onKeyDown,
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
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const requestClose = useCallback((reason: ModalCloseReason) => latestOnClose.current?.(reason), []);
  const context = useMemo<ModalContextValue>(
    () => ({ requestClose, titleId: generatedTitleId, registerTitle: setTitleId }),
    [requestClose, generatedTitleId],
  );

  const rendered = !withinPortal || mounted;
  useEffect(() => {
    const root = rootRef.current;
    if (!isActive || !rendered || !root) return undefined;
    const previous = document.activeElement as HTMLElement | null;
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
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={classNames(bulma('modal', isActive && 'is-active'), helperClassName, className)}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      <DialogContext.Provider value={context}>{children}</DialogContext.Provider>
    </Component>
  );
  return withinPortal ? createPortal(modal, container ?? portalContainer ?? document.body) : modal;
}) as unknown as PolymorphicComponent<'div', ModalProps>;
ModalBase.displayName = 'Modal';

/** Wraps Tab and Shift+Tab around the modal's first and last tabbable elements. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const root = event.currentTarget;
  const tabbable = tabbableElements(root);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = document.activeElement;
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

/**
 * A dialog over the page (`modal`), rendered through a portal into `document.body`. It follows the WAI-ARIA
 * dialog pattern: `role="dialog"` with `aria-modal`, named by its `Modal.CardTitle`; focus moves in when it
 * opens, stays inside while it is open and returns when it closes; Escape and a click on the background
 * call `onClose`.
 */
export const Modal = Object.assign(ModalBase, {
  /** The dimmed backdrop (`modal-background`); the same component as `ModalBackground`. */
  Background: ModalBackground,
  /** A box for any content (`modal-content`); the same component as `ModalContent`. */
  Content: ModalContent,
  /** The close button in the corner (`modal-close`); the same component as `ModalClose`. */
  Close: ModalClose,
  /** A card with head, body and foot (`modal-card`); the same component as `ModalCard`. */
  Card: ModalCard,
  /** The card's head (`modal-card-head`); the same component as `ModalCardHead`. */
  CardHead: ModalCardHead,
  /** The card's title, which names the dialog (`modal-card-title`); the same component as `ModalCardTitle`. */
  CardTitle: ModalCardTitle,
  /** The card's body (`modal-card-body`); the same component as `ModalCardBody`. */
  CardBody: ModalCardBody,
  /** The card's foot (`modal-card-foot`); the same component as `ModalCardFoot`. */
  CardFoot: ModalCardFoot,
});
