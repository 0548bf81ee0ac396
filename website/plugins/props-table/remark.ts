import type {Root} from 'mdast';
import {libraryProps} from './docgen';

/** A JSON value as an ESTree expression, so MDX compiles it into the page like a literal written by hand. */
function toEstree(value: unknown): object {
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(toEstree)};
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
        value: toEstree(item),
      })),
    };
  }
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: JsxNode[];
}

function visit(node: JsxNode, onElement: (element: JsxNode) => void): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') onElement(node);
  for (const child of node.children ?? []) visit(child, onElement);
}

/**
 * Fills in `<PropsTable of="Button" />` at build time: the component's props, read from the library source, are
 * added as a `data` attribute, so the table is in the page's HTML (and in search) with no request at run time.
 * An unknown component name fails the build.
 */
export default function remarkPropsTable() {
  return (tree: Root, file: {path?: string}) => {
    visit(tree as unknown as JsxNode, (element) => {
      if (element.name !== 'PropsTable') return;
      const of = element.attributes?.find((attribute) => attribute.name === 'of')?.value;
      if (typeof of !== 'string') throw new Error(`${file.path}: <PropsTable> needs of="ComponentName"`);
      const props = libraryProps().get(of);
      if (!props) throw new Error(`${file.path}: <PropsTable of="${of}"> names no component of the library`);
      element.attributes = [
        ...(element.attributes ?? []).filter((attribute) => attribute.name !== 'data'),
        {
          type: 'mdxJsxAttribute',
          name: 'data',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: JSON.stringify(props),
            data: {
              estree: {
                type: 'Program',
                sourceType: 'module',
                body: [{type: 'ExpressionStatement', expression: toEstree(props)}],
              },
            },
          },
        },
      ];
    });
  };
}
