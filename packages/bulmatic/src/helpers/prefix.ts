import { classNames, type ClassValue } from './classNames.js';
import { useConfig } from './useConfig.js';

/**
 * Joins class values like `classNames` and puts `prefix` in front of every resulting class.
 *
 * @example prefixClasses('bulma-', 'button', { 'is-primary': true }) // "bulma-button bulma-is-primary"
 */
export function prefixClasses(prefix: string, ...values: ClassValue[]): string {
  const joined = classNames(...values);
  if (!prefix || !joined) return joined;
  return joined
    .split(' ')
    .map((name) => prefix + name)
    .join(' ');
}

/**
 * Resolves the class prefix a component uses: its own `classPrefix` prop, else the `ConfigProvider` prefix,
 * else none.
 */
export function useClassPrefix(classPrefix?: string): string {
  const { prefix } = useConfig();
  return classPrefix ?? prefix;
}

/** A function that joins class values and prefixes each class, bound to one resolved prefix. */
export type PrefixedClassFn = (...values: ClassValue[]) => string;

/**
 * Returns a function that joins class values and prefixes every class with the resolved prefix
 * (prop, then `ConfigProvider`, then none). Use it for every Bulma class a component renders.
 */
export function usePrefixedClass(classPrefix?: string): PrefixedClassFn {
  const prefix = useClassPrefix(classPrefix);
  return (...values: ClassValue[]) => prefixClasses(prefix, ...values);
}
