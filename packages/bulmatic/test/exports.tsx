import type { ComponentType } from 'react';
import * as bulmatic from '../src/index.js';
import { COMPONENTS_RICH_PROPS } from './richProps/components.js';
import { ELEMENTS_RICH_PROPS } from './richProps/elements.js';
import { EXTRAS_RICH_PROPS } from './richProps/extras.js';
import { FORM_RICH_PROPS } from './richProps/form.js';
import { LAYOUT_RICH_PROPS } from './richProps/layout.js';

const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;

/** Every React component exported from the public barrel, by export name. */
export function exportedComponents(): Array<[string, AnyComponent]> {
  return Object.entries(bulmatic as Record<string, unknown>).filter((entry): entry is [string, AnyComponent] => {
    const [name, value] = entry;
    if (!/^[A-Z]/.test(name)) return false;
    if (typeof value === 'function') return true;
    const type = (value as { $$typeof?: symbol } | null)?.$$typeof;
    return type === FORWARD_REF || type === MEMO;
  });
}

/**
 * Props that make each component render as many of its Bulma classes as it can at once.
 * Every exported component must be listed (the sweep fails otherwise).
 */
export const RICH_PROPS: Record<string, Record<string, unknown>> = {
  ...ELEMENTS_RICH_PROPS,
  ...COMPONENTS_RICH_PROPS,
  ...FORM_RICH_PROPS,
  ...LAYOUT_RICH_PROPS,
  ...EXTRAS_RICH_PROPS,
};

/** Helper props that together produce one class of every helper group. */
export const RICH_HELPER_PROPS = {
  textColor: 'primary-40',
  backgroundColor: 'link-light',
  m: 1,
  px: 'auto',
  textSize: { base: 4, mobile: 6 },
  textAlign: { tablet: 'centered' },
  textWeight: 'bold',
  textTransform: 'uppercase',
  isItalic: true,
  fontFamily: 'code',
  display: { desktop: 'flex' },
  isHidden: { mobile: true },
  isInvisible: { 'tablet-only': true },
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  flexGrow: 1,
  gap: 1.5,
  float: 'left',
  isClipped: true,
  overflowY: 'auto',
  position: 'relative',
  radius: 'large',
  isRadiusless: true,
  isShadowless: true,
  isUnselectable: true,
  aspectRatio: '4by3',
  hasSkeleton: true,
} as const;

/** Wraps table parts so they render in valid markup. */
export function needsTable(name: string): 'row' | 'cell' | undefined {
  if (name === 'TableRow') return 'row';
  if (name === 'TableCell') return 'cell';
  return undefined;
}
