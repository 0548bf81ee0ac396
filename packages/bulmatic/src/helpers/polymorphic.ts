import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';

/**
 * Props of a component rendered as element `E`: the component's own props `P` (which describe its default
 * element), plus whatever `E` accepts that `P` does not define, including a `ref` typed for `E`.
 *
 * @example <Box as="a" href="/home" /> // href is accepted because <a> accepts it
 */
export type PolymorphicProps<E extends ElementType, P> = P & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof P | 'as'
  >;

/**
 * The public type of a component with an `as` prop: `D` is its default element and `P` its `<Name>Props`.
 * `forwardRef` cannot express a generic element type, so components are cast to this type once, where they
 * are defined; at run time they are ordinary `forwardRef` components.
 */
export interface PolymorphicComponent<D extends ElementType, P> {
  <E extends ElementType = D>(props: PolymorphicProps<E, P>): ReactNode;
  /** Name shown in React DevTools and error messages. */
  displayName?: string;
}

/**
 * `type="button"` for a component rendered as a `<button>`, spread before the caller's props so an explicit
 * `type` wins: a button's default type is `submit`, and a tag or menu item inside a form must not submit it.
 */
export function defaultButtonType(component: ElementType): { type?: 'button' } {
  return component === 'button' ? { type: 'button' } : {};
}
