'use client';
import { forwardRef, useContext, useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import type { AccordionHeadingLevel } from './constants.js';
import { getAccordionContext, getAccordionItemContext } from './AccordionContext.js';

export interface AccordionHeaderProps
  extends BulmaComponentProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Level of the heading (`accordion-header`) around the button, so the item has its place in the page's
   * outline; pick the level that fits the headings around the accordion.
   * @default 3
   */
  level?: AccordionHeadingLevel;
}

/**
 * The header of an accordion item: a heading (`accordion-header`) holding the button (`accordion-trigger`)
 * that opens and closes the item's panel, with `aria-expanded` and `aria-controls`. Ref, `className` and
 * other props go to the button, the element users interact with.
 */
export const AccordionHeader = forwardRef<HTMLButtonElement, AccordionHeaderProps>(function AccordionHeader(
  { level = 3, id, disabled, type = 'button', onClick, className, ...props },
  ref,
) {
  const accordion = useContext(getAccordionContext());
  const item = useContext(getAccordionItemContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const mergedRef = useMergedRefs(ref, buttonRef);

  const setHeaderId = item?.setHeaderId;
  useEffect(() => {
    setHeaderId?.(id);
    return () => setHeaderId?.(undefined);
  }, [id, setHeaderId]);
  const registerHeader = accordion?.registerHeader;
  useEffect(() => {
    const button = buttonRef.current;
    return button && registerHeader ? registerHeader(button) : undefined;
  }, [registerHeader]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) item?.toggle();
  };

  const Heading = `h${level}` as const;
  return (
    <Heading className={bulma('accordion-header')}>
      <button
        ref={mergedRef}
        type={type}
        id={id ?? item?.headerId}
        aria-expanded={item ? item.isOpen : false}
        aria-controls={item?.panelId}
        disabled={disabled ?? item?.disabled}
        className={classNames(bulma('accordion-trigger'), helperClassName, className)}
        onClick={handleClick}
        {...rest}
      />
    </Heading>
  );
});
AccordionHeader.displayName = 'AccordionHeader';
