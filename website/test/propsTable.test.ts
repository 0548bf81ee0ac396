import {describe, expect, it} from 'vitest';
import {libraryProps} from '../plugins/props-table/docgen';
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

  it('collapses the shared helper props and leaves out inherited DOM attributes', () => {
    const button = props.get('Button')!;
    expect(button.hasHelperProps).toBe(true);
    const names = button.props.map((prop) => prop.name);
    expect(names).not.toContain('mt');
    expect(names).not.toContain('onClick');
    expect(names).toContain('classPrefix');
  });

  it('fills in <PropsTable of> and fails on an unknown component', () => {
    const element = {type: 'mdxJsxFlowElement', name: 'PropsTable', attributes: [{type: 'mdxJsxAttribute', name: 'of', value: 'Button'}], children: []};
    remarkPropsTable()({type: 'root', children: [element]} as never, {path: 'page.mdx'});
    expect(element.attributes.map((attribute) => attribute.name)).toEqual(['of', 'data']);

    const unknown = {...element, attributes: [{type: 'mdxJsxAttribute', name: 'of', value: 'Nope'}]};
    expect(() => remarkPropsTable()({type: 'root', children: [unknown]} as never, {path: 'page.mdx'})).toThrow(
      /Nope.*names no component/,
    );
  });
});
