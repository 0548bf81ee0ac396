'use client';
import { lazyContext } from '../../components/internal/lazyContext.js';

/** What an `Accordion` shares with its items and headers. */
export interface AccordionContextValue {
  /** Values of the open items. */
  value: readonly string[];
  /** Opens the item with this value if it is closed, closes it if it is open. */
  toggle: (item: string) => void;
  /** Records a header button for arrow-key navigation; returns the function that forgets it. */
  registerHeader: (header: HTMLElement) => () => void;
}

/** What an `Accordion.Item` shares with its header and panel. */
export interface AccordionItemContextValue {
  /** Whether the item is open. */
  isOpen: boolean;
  /** Whether the item cannot be opened or closed. */
  disabled: boolean;
  /** Opens or closes the item. */
  toggle: () => void;
  /** Id of the header button, which labels the panel. */
  headerId: string;
  /** Id of the panel, which the header button controls. */
  panelId: string;
  /** Records an id the header was given explicitly. */
  setHeaderId: (id: string | undefined) => void;
  /** Records an id the panel was given explicitly. */
  setPanelId: (id: string | undefined) => void;
}

/** The context of the nearest `Accordion`; `null` outside one. */
export const getAccordionContext = lazyContext<AccordionContextValue | null>(null, 'AccordionContext');

/** The context of the nearest `Accordion.Item`; `null` outside one, where headers and panels have no behaviour. */
export const getAccordionItemContext = lazyContext<AccordionItemContextValue | null>(null, 'AccordionItemContext');
