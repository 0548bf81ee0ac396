'use client';
import {
  forwardRef,
  useCallback,
  useMemo,
  useRef,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { nextIndex } from '../../components/internal/focus.js';
import { useControllableState } from '../../components/internal/useControllableState.js';
import { getAccordionContext, type AccordionContextValue } from './AccordionContext.js';
import { AccordionHeader } from './AccordionHeader.js';
import { AccordionItem } from './AccordionItem.js';
import { AccordionPanel } from './AccordionPanel.js';

export interface AccordionProps
  extends BulmaComponentProps,
    Omit<HTMLAttributes<HTMLElement>, 'color' | 'defaultValue' | 'onChange'> {
  /**
   * Values of the open items; set it to control the accordion, together with `onValueChange`.
   * @default unset (the accordion keeps its own state)
   */
  value?: string[];
  /**
   * Values of the items open at first when the accordion keeps its own state.
   * @default [] (all closed)
   */
  defaultValue?: string[];
  /**
   * Called with the values of the open items whenever the user opens or closes one.
   * @default unset
   */
  onValueChange?: (value: string[]) => void;
  /**
   * Lets several items be open at once; without it, opening an item closes the one that was open.
   * @default false
   */
  multiple?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Sorts elements into the order they have in the document. */
const inDocumentOrder = (a: Node, b: Node) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

const NO_VALUES: string[] = [];

const AccordionBase = forwardRef<HTMLElement, AccordionProps>(function Accordion(
  {
    as: Component = 'div',
    value: valueProp,
    defaultValue = NO_VALUES,
    onValueChange,
    multiple = false,
    onKeyDown,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const [given, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  // One item at most, even if more were given, when only one may be open.
  const value = useMemo(() => (multiple ? given : given.slice(0, 1)), [given, multiple]);
  const headers = useRef(new Set<HTMLElement>());

  const toggle = useCallback(
    (item: string) => {
      if (value.includes(item)) setValue(value.filter((open) => open !== item));
      else setValue(multiple ? [...value, item] : [item]);
    },
    [value, multiple, setValue],
  );
  const registerHeader = useCallback((header: HTMLElement) => {
    headers.current.add(header);
    return () => {
      headers.current.delete(header);
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    const current = event.target as HTMLElement;
    // Keys pressed inside a panel (in a text field, say) or in a nested accordion are not for these headers.
    if (event.defaultPrevented || !headers.current.has(current)) return;
    const enabled = [...headers.current]
      .filter((header) => !(header as HTMLButtonElement).disabled)
      .sort(inDocumentOrder);
    const next = nextIndex(event.key, enabled.indexOf(current), enabled.length, 'ArrowUp', 'ArrowDown');
    if (next === undefined) return;
    event.preventDefault();
    enabled[next]!.focus();
  };

  const context = useMemo<AccordionContextValue>(
    () => ({ value, toggle, registerHeader }),
    [value, toggle, registerHeader],
  );
  const AccordionContext = getAccordionContext();
  return (
    <Component
      ref={ref}
      className={classNames(bulma('accordion'), helperClassName, className)}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      <AccordionContext.Provider value={context}>{children}</AccordionContext.Provider>
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', AccordionProps>;
AccordionBase.displayName = 'Accordion';

/**
 * A stack of sections that open and close (`accordion`), following the WAI-ARIA accordion pattern: each
 * `Accordion.Header` is a button with `aria-expanded` and `aria-controls` inside a heading, each
 * `Accordion.Panel` a region labelled by its header. Up and Down move focus between the headers (wrapping),
 * Home and End go to the first and last. One item is open at a time unless `multiple` is set.
 */
export const Accordion = Object.assign(AccordionBase, {
  /** One section (`accordion-item`); the same component as `AccordionItem`. */
  Item: AccordionItem,
  /** The heading and button that open a section; the same component as `AccordionHeader`. */
  Header: AccordionHeader,
  /** The content of a section (`accordion-panel`); the same component as `AccordionPanel`. */
  Panel: AccordionPanel,
});
