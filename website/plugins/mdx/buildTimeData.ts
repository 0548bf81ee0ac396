/**
 * Build-time data for an MDX component. A remark plugin made here finds `<Name of="X" />` on a page and adds the
 * data for X as a `data` attribute, written into the compiled page like a literal typed by hand: the component
 * renders it into the page's HTML (and so into search and the Markdown twins) with no request at run time. An
 * `of` that names nothing fails the build, so a page cannot ship an empty table.
 */
import type { Root } from 'mdast';

/** A JSON value as an ESTree expression, so MDX compiles it into the page like a literal written by hand. */
function toEstree(value: unknown): object {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
        value: toEstree(item),
      })),
    };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/** An MDX JSX element, as remark sees it. */
export interface JsxElement {
  type: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: JsxElement[];
}

/** Calls `onElement` for every `<name ...>` of the page, flow or inline. */
export function visitJsx(tree: Root, name: string, onElement: (element: JsxElement) => void): void {
  const visit = (node: JsxElement) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) onElement(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as unknown as JsxElement);
}

/** The value of a plain string attribute (`of="Button"`), or undefined. */
export function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = element.attributes?.find((attribute) => attribute.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Sets the element's `data` attribute to `data`, replacing one written before. */
export function setDataAttribute(element: JsxElement, data: unknown): void {
  element.attributes = [
    ...(element.attributes ?? []).filter((attribute) => attribute.name !== 'data'),
    {
      type: 'mdxJsxAttribute',
      name: 'data',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: JSON.stringify(data),
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [{ type: 'ExpressionStatement', expression: toEstree(data) }],
          },
        },
      },
    },
  ];
}

export interface ComponentDataOptions<T> {
  /** The MDX component's name: `PropsTable`. */
  component: string;
  /** The data for an `of` value, or undefined when it names nothing. */
  dataOf: (of: string) => T | undefined;
  /** What an unknown `of` fails the build with, after `<Name of="X">`: `names no component of the library`. */
  unknown: string;
}

/** A remark plugin that fills in `<component of="X" />` with `data={dataOf("X")}`. */
export function remarkComponentData<T>({ component, dataOf, unknown }: ComponentDataOptions<T>) {
  return () => (tree: Root, file: { path?: string }) => {
    visitJsx(tree, component, (element) => {
      const of = stringAttribute(element, 'of');
      if (of === undefined) throw new Error(`${file.path}: <${component}> needs of="ComponentName"`);
      const data = dataOf(of);
      if (data === undefined) throw new Error(`${file.path}: <${component} of="${of}"> ${unknown}`);
      setDataAttribute(element, data);
    });
  };
}
