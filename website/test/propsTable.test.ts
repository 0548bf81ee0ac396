import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TypeWithBreaks } from '../src/components/PropsTable/typeBreaks';
import { libraryProps } from '../plugins/props-table/docgen';
import remarkPropsTable from '../plugins/props-table/remark';

describe('props tables from the library source', () => {
  const props = libraryProps();

  it('reads every prop of Button with its type, default and description', () => {
    const button = props.get('Button')!;
    expect(button.description).toMatch(/button/i);
    const color = button.props.find((prop) => prop.name === 'color')!;
    expect(color.type).toContain('"primary"');
    expect(color.description).toMatch(/is-\{color\}/);
    expect(button.props.find((prop) => prop.name === 'isRounded')?.defaultValue).toBe('false');
    expect(button.props.find((prop) => prop.name === 'as')?.type).toBe('ElementType');
  });

  it('gives a part that wraps another component its own default, not the wrapped one’s', () => {
    const ariaLabel = (component: string) =>
      props.get(component)!.props.find((prop) => prop.name === 'aria-label')?.defaultValue;
    expect(ariaLabel('Delete')).toBe('"Delete"');
    expect(ariaLabel('PopoverClose')).toBe('"Close"');
  });

  it('collapses the shared helper props and leaves out inherited DOM attributes', () => {
    const button = props.get('Button')!;
    expect(button.hasHelperProps).toBe(true);
    const names = button.props.map((prop) => prop.name);
    expect(names).not.toContain('mt');
    expect(names).not.toContain('onClick');
    expect(names).toContain('classPrefix');
  });

  it('fills in <PropsTable of> and fails on an unknown component', () => {
    const element = {
      type: 'mdxJsxFlowElement',
      name: 'PropsTable',
      attributes: [{ type: 'mdxJsxAttribute', name: 'of', value: 'Button' }],
      children: [],
    };
    remarkPropsTable()({ type: 'root', children: [element] } as never, { path: 'page.mdx' });
    expect(element.attributes.map((attribute) => attribute.name)).toEqual(['of', 'data']);

    const unknown = { ...element, attributes: [{ type: 'mdxJsxAttribute', name: 'of', value: 'Nope' }] };
    expect(() => remarkPropsTable()({ type: 'root', children: [unknown] } as never, { path: 'page.mdx' })).toThrow(
      /Nope.*names no component/,
    );
  });
});

describe('descriptions in props tables', () => {
  it('have code spans short enough to stay on one line of a phone, where they do not wrap', () => {
    // 36 characters of code are about 285 px, within the 309 px a description has at 375 px (styles.module.css).
    const tooLong: string[] = [];
    for (const component of libraryProps().values()) {
      for (const prop of component.props) {
        for (const [, code] of prop.description.matchAll(/`([^`]+)`/g)) {
          if (code!.length > 36) tooLong.push(`${component.name}.${prop.name}: ${code}`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  });
});

describe('types in props tables', () => {
  const markup = (type: string) => renderToStaticMarkup(createElement(TypeWithBreaks, { type, wordClassName: 'word' }));

  it('may wrap at spaces and after each separator of a type, and nowhere inside a word', () => {
    expect(markup('Responsive<0 | "tablet-only", "mobile">')).toBe(
      'Responsive&lt;<wbr/>0 | <span class="word">&quot;tablet-only&quot;,</span> &quot;mobile&quot;&gt;',
    );
    expect(markup('(AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown>)')).toBe(
      '(<wbr/>AnchorHTMLAttributes&lt;<wbr/>HTMLAnchorElement&gt; &amp; Record&lt;<wbr/>string, unknown&gt;)',
    );
    expect(markup('"small" | "large"')).toBe('&quot;small&quot; | &quot;large&quot;');
    expect(markup('ElementType')).toBe('ElementType');
  });

  it('keeps the text of every type of the library as the docgen wrote it', () => {
    const textOf = (html: string) => html.replace(/<[^>]+>/g, '');
    for (const component of libraryProps().values()) {
      for (const prop of component.props) {
        const plain = renderToStaticMarkup(createElement('code', null, prop.type));
        expect(textOf(markup(prop.type)), `${component.name}.${prop.name}`).toBe(textOf(plain));
      }
    }
  });
});
