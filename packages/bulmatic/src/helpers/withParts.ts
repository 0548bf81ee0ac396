import { createElement, type ElementType } from 'react';

// What bundlers for React Server Components put on the server in place of each export of a 'use client' module.
const CLIENT_REFERENCE = Symbol.for('react.client.reference');

/**
 * Gives a component its parts as static members (`Tabs.Panel`), as `Object.assign(component, parts)` does.
 *
 * A server component does not get the component itself but a client reference: a stand-in for the export that
 * has no members, so `Tabs.Panel` would be `undefined` there, which React reports only as "Element type is
 * invalid". So on the server the members go on a server component of our own that renders the reference with
 * the props it gets. Everywhere else the component is returned with the members added, as before.
 */
export function withParts<C extends object, P extends Record<string, unknown>>(component: C, parts: P): C & P {
  if ((component as { $$typeof?: unknown }).$$typeof !== CLIENT_REFERENCE) return Object.assign(component, parts);
  const reference = component as unknown as ElementType;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component, when its module loads.
  function WithParts(props: Record<string, unknown>) {
    return createElement(reference, props);
  }
  return Object.assign(WithParts, parts) as unknown as C & P;
}
