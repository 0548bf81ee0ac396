import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Content } from './Content.js';
import { ContentOrderedList } from './ContentOrderedList.js';

describe('Content', () => {
  itIsConformant(Content, { name: 'Content', bulmaClass: 'content', element: 'div', as: 'article' });
  itIsConformant(ContentOrderedList, {
    name: 'ContentOrderedList',
    bulmaClass: 'is-upper-roman',
    element: 'ol',
    props: { listStyle: 'upper-roman' },
    refType: HTMLOListElement,
    as: false,
  });

  it('exposes the ordered list as a static member with numbering styles', () => {
    expect(Content.OrderedList).toBe(ContentOrderedList);
    const { container } = render(
      <Content>
        <Content.OrderedList listStyle="lower-alpha" start={3}>
          <li>one</li>
        </Content.OrderedList>
        <Content.OrderedList>
          <li>two</li>
        </Content.OrderedList>
      </Content>,
    );
    const [styled, plain] = container.querySelectorAll('ol');
    expect(styled).toHaveClass('is-lower-alpha');
    expect(styled).toHaveAttribute('start', '3');
    expect(plain).not.toHaveAttribute('class');
  });

  it('maps size', () => {
    const { container } = render(
      <Content size="medium">
        <p>Text</p>
      </Content>,
    );
    expect(container.firstElementChild).toHaveClass('content', 'is-medium');
    expect(container.querySelector('p')).toHaveTextContent('Text');
  });
});
