'use client';
import {
  Children,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getAccordionContext, getAccordionItemContext, type AccordionItemContextValue } from './AccordionContext.js';
import { AccordionHeader } from './AccordionHeader.js';
import { AccordionPanel } from './AccordionPanel.js';

export interface AccordionItemProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Identifies the item in the `value` of `Accordion`; give one to open the item from `value` or
   * `defaultValue`.
   * @default a generated value
   */
  value?: string;
  /**
   * Keeps the item from being opened or closed; its header button is disabled and the arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The `id` props of the header and panel placed directly inside, readable while rendering on a server. */
function directIds(children: ReactNode): { header?: string; panel?: string } {
  const ids: { header?: string; panel?: string } = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<{ id?: string }>(child)) return;
    if (child.type === AccordionHeader) ids.header = child.props.id;
    else if (child.type === AccordionPanel) ids.panel = child.props.id;
  });
  return ids;
}

/**
 * One section of an accordion (`accordion-item`, `is-active` while open): an `Accordion.Header` and the
 * `Accordion.Panel` it opens.
 */
export const AccordionItem = forwardRef<HTMLElement, AccordionItemProps>(function AccordionItem(
  { as: Component = 'div', value: valueProp, disabled = false, className, children, ...props },
  ref,
) {
  const accordion = useContext(getAccordionContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const baseId = useId();
  const value = valueProp ?? baseId;
  const isOpen = accordion ? accordion.value.includes(value) : false;
  const given = directIds(children);
  const [registeredHeaderId, setHeaderId] = useState<string | undefined>(undefined);
  const [registeredPanelId, setPanelId] = useState<string | undefined>(undefined);
  const headerId = given.header ?? registeredHeaderId ?? `${baseId}header`;
  const panelId = given.panel ?? registeredPanelId ?? `${baseId}panel`;
  const accordionToggle = accordion?.toggle;
  const toggle = useCallback(() => {
    if (!disabled) accordionToggle?.(value);
  }, [accordionToggle, disabled, value]);

  const context = useMemo<AccordionItemContextValue>(
    () => ({ isOpen, disabled, toggle, headerId, panelId, setHeaderId, setPanelId }),
    [isOpen, disabled, toggle, headerId, panelId],
  );
  const ItemContext = getAccordionItemContext();
  return (
    <Component
      ref={ref}
      className={classNames(bulma('accordion-item', isOpen && 'is-active'), helperClassName, className)}
      {...rest}
    >
      <ItemContext.Provider value={context}>{children}</ItemContext.Provider>
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', AccordionItemProps>;
AccordionItem.displayName = 'AccordionItem';
