import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Block } from './Block.js';

describe('Block', () => {
  itIsConformant(Block, { name: 'Block', bulmaClass: 'block', element: 'div' });

  it('renders its children', () => {
    const { container } = render(<Block>Spaced</Block>);
    expect(container.firstElementChild).toHaveTextContent('Spaced');
    expect(container.firstElementChild!.className).toBe('block');
  });
});
