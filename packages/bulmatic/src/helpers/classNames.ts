/** Anything `classNames` accepts: strings, numbers, falsy values, `{ class: condition }` maps and nested arrays. */
export type ClassValue =
  | string
  | number
  | bigint
  | boolean
  | null
  | undefined
  | { readonly [className: string]: unknown }
  | readonly ClassValue[];

function collect(value: ClassValue, out: string[]): void {
  if (!value && value !== 0) return;
  if (typeof value === 'string') {
    out.push(value);
  } else if (typeof value === 'number' || typeof value === 'bigint') {
    out.push(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value as readonly ClassValue[]) collect(item, out);
  } else if (typeof value === 'object') {
    for (const [name, enabled] of Object.entries(value)) {
      if (enabled) out.push(name);
    }
  }
}

/**
 * Joins class values into one `className` string, skipping falsy entries.
 *
 * @example classNames('button', { 'is-loading': busy }, extra) // "button is-loading extra"
 */
export function classNames(...values: ClassValue[]): string {
  const out: string[] = [];
  for (const value of values) collect(value, out);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}
