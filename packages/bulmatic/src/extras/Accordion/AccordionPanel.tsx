'use client';
import { forwardRef, useContext, useEffect, useRef, useState, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import { transitionTime, usePrefersReducedMotion } from '../internal/motion.js';
import { useLayoutEffectOnClient } from '../internal/useLayoutEffectOnClient.js';
import { getAccordionItemContext } from './AccordionContext.js';

export interface AccordionPanelProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * ARIA role of the panel; `"region"` makes each open panel a landmark, which helps with a few panels but
   * crowds the landmark list when many are open at once (then pass `"group"` or `"none"`).
   * @default "region"
   */
  role?: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * The content of an accordion item (`accordion-panel`, with its padding on an inner `accordion-body`),
 * labelled by the item's header and hidden while the item is closed. Its height is animated by a CSS
 * transition on opening and closing, and changes at once when the user prefers reduced motion.
 */
export const AccordionPanel = forwardRef<HTMLElement, AccordionPanelProps>(function AccordionPanel(
  { as: Component = 'div', role = 'region', id, className, children, ...props },
  ref,
) {
  const item = useContext(getAccordionItemContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const panelRef = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRefs(ref, panelRef);
  const reducedMotion = usePrefersReducedMotion();
  const isOpen = item ? item.isOpen : true;

  // A closing panel stays visible until its height has gone to zero. Set while rendering, so the render that
  // closes the item already keeps the panel shown.
  const [isClosing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setClosing(!isOpen && !reducedMotion);
  }

  const setPanelId = item?.setPanelId;
  useEffect(() => {
    setPanelId?.(id);
    return () => setPanelId?.(undefined);
  }, [id, setPanelId]);

  const firstRun = useRef(true);
  useLayoutEffectOnClient(() => {
    const panel = panelRef.current;
    if (firstRun.current || !panel) {
      firstRun.current = false;
      return undefined;
    }
    const time = reducedMotion ? 0 : transitionTime(panel);
    const finish = () => {
      panel.style.overflow = '';
      // A closed panel keeps its zero height, so the next opening starts from there.
      if (isOpen) panel.style.height = '';
      else setClosing(false);
    };
    if (time === 0) {
      panel.style.height = '';
      finish();
      return undefined;
    }
    // Start from the height it has now, which is between the two ends when the item is toggled mid-animation.
    const from = isOpen && !panel.style.height ? 0 : panel.getBoundingClientRect().height;
    panel.style.overflow = 'hidden';
    panel.style.height = `${from}px`;
    // Reading the layout commits the start height, so the next assignment is a change the transition animates.
    panel.getBoundingClientRect();
    panel.style.height = isOpen ? `${panel.scrollHeight}px` : '0px';
    const onEnd = (event: TransitionEvent) => {
      if (event.target === panel && event.propertyName === 'height') finish();
    };
    panel.addEventListener('transitionend', onEnd);
    // transitionend never comes when the height did not change, or in a tab in the background.
    const timer = setTimeout(finish, time + 50);
    return () => {
      panel.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  return (
    <Component
      ref={mergedRef}
      id={id ?? item?.panelId}
      role={role}
      aria-labelledby={item?.headerId}
      hidden={!isOpen && !isClosing}
      className={classNames(bulma('accordion-panel'), helperClassName, className)}
      {...rest}
    >
      <div className={bulma('accordion-body')}>{children}</div>
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', AccordionPanelProps>;
AccordionPanel.displayName = 'AccordionPanel';
