// Allowed values of the Accordion props, in a module without 'use client' so servers can read them.

/** Heading levels an accordion header can have (`<h1>` to `<h6>`). */
export const ACCORDION_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof ACCORDION_HEADING_LEVELS)[number];
