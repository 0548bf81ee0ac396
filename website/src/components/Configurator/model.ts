/**
 * What a configurator offers and what it writes, as plain functions of the component's docgen data: which props
 * get a control, the JSX for the chosen values, and the CSS for edited variables. No React here, so the rules are
 * tested on their own (website/test/configurator.test.ts).
 */
import type { PropRow } from '@site/plugins/props-table/docgen';
import type { CssVariable } from '@site/plugins/css-variables/bulmaVariables';
import type { ConfiguratorSetup } from './setups';

/** What a control needs of a prop: the props table's row less its prose. */
export type ConfiguratorProp = Pick<PropRow, 'name' | 'type' | 'defaultValue' | 'options'>;
/** What the variables tab needs of a CSS variable. */
export type ConfiguratorVariable = Pick<CssVariable, 'name' | 'value' | 'kind'>;

/** What the build gives a configurator (plugins/configurator): small, as it is part of the page's code. */
export interface ConfiguratorData {
  props: ConfiguratorProp[];
  /** The selector that declares the component's CSS variables (`.button`), or null when it declares none. */
  selector: string | null;
  variables: ConfiguratorVariable[];
}

export type PropValue = string | number | boolean;
export type PropValues = Partial<Record<string, PropValue>>;

/** A union of literals: a segmented control when it is short, a select when it is long. */
export interface ChoiceControl {
  kind: 'choice';
  prop: ConfiguratorProp;
  options: Array<string | number>;
  display: 'segmented' | 'select';
}
export interface SwitchControl {
  kind: 'switch';
  prop: ConfiguratorProp;
}
export interface FieldControl {
  kind: 'number' | 'text';
  prop: ConfiguratorProp;
}
export type Control = ChoiceControl | SwitchControl | FieldControl;

/** Up to this many choices (the default included) fit side by side as one segmented control. */
const MAX_SEGMENTS = 5;

// Props every component has that change nothing visible: the element rendered and the class prefix.
const NEVER_OFFERED = new Set(['as', 'classPrefix']);

function controlOf(prop: ConfiguratorProp, setup: ConfiguratorSetup): Control | null {
  if (NEVER_OFFERED.has(prop.name) || prop.name.startsWith('aria-') || /^on[A-Z]/.test(prop.name)) return null;
  const options = setup.options?.[prop.name] ?? prop.options;
  if (options && options.length > 0) {
    // The default (no value) is one more choice.
    const display = options.length + 1 <= MAX_SEGMENTS ? 'segmented' : 'select';
    return { kind: 'choice', prop, options, display };
  }
  if (prop.type === 'boolean') return { kind: 'switch', prop };
  if (prop.type === 'number') return { kind: 'number', prop };
  if (prop.type === 'string') return { kind: 'text', prop };
  // Callbacks, elements, responsive objects and the like have no control a reader could use.
  return null;
}

const ORDER: Record<Control['kind'], number> = { choice: 0, number: 1, text: 2, switch: 3 };

/**
 * The controls for a component: every prop whose type a control can edit, less the ones its setup leaves out;
 * choices first (colour, size, variant), then numbers and text, then switches, each group in the props table's
 * order, which is also the order of the props in the JSX written.
 */
export function controlsFor(props: readonly ConfiguratorProp[], setup: ConfiguratorSetup): Control[] {
  const left = new Set(setup.exclude ?? []);
  return props
    .filter((prop) => !left.has(prop.name))
    .map((prop) => controlOf(prop, setup))
    .filter((control): control is Control => control !== null)
    .map((control, index) => ({ control, index }))
    .sort((a, b) => ORDER[a.control.kind] - ORDER[b.control.kind] || a.index - b.index)
    .map(({ control }) => control);
}

function attribute(name: string, value: PropValue): string {
  if (value === true) return name;
  if (typeof value === 'string') return `${name}=${JSON.stringify(value)}`;
  return `${name}={${JSON.stringify(value)}}`;
}

/** A value the JSX leaves out: the prop's own default (nothing set, false, an empty text). */
function isUnset(value: PropValue | undefined): value is undefined {
  return value === undefined || value === false || value === '';
}

/**
 * The JSX of the component with the chosen values: the controlled props in control order after the setup's fixed
 * attributes, and the setup's children indented under it (or inline when they are one short line).
 */
export function jsxFor(name: string, controls: Control[], values: PropValues, setup: ConfiguratorSetup): string {
  const attributes = [
    ...controls.flatMap(({ prop }) => {
      const value = values[prop.name];
      return isUnset(value) ? [] : [attribute(prop.name, value)];
    }),
    ...(setup.attributes ?? []),
  ];
  const opening = [name, ...attributes].join(' ');
  const children = setup.children?.trim() ?? '';
  if (children === '') return `<${opening} />`;
  if (!children.includes('\n') && opening.length + children.length < 60) return `<${opening}>${children}</${name}>`;
  const indented = children
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : `  ${line}`))
    .join('\n');
  return `<${opening}>\n${indented}\n</${name}>`;
}

/** The values a configurator starts from: the setup's, where it gives any. */
export function initialValues(setup: ConfiguratorSetup): PropValues {
  return { ...setup.initial };
}

/** A selector matching exactly the element's classes (`.button.is-danger.is-large`), in the order it has them. */
export function selectorOfClasses(classList: Iterable<string>): string {
  return [...classList].map((name) => `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`).join('');
}

/**
 * The CSS for edited variables: one rule on the selector of the element as rendered, so it outranks Bulma's
 * modifier rules (`.button.is-danger` sets `--bulma-button-h` itself) when loaded after Bulma.
 */
export function cssFor(selector: string, overrides: ReadonlyMap<string, string>): string {
  if (overrides.size === 0) return '';
  const lines = [...overrides].map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}
