import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Box } from './Box.js';

describe('Box', () => {
  itIsConformant(Box, { name: 'Box', bulmaClass: 'box', element: 'div', as: 'article' });

  it('renders its children and combines with helper props', () => {
    const { container } = render(
      <Box isShadowless backgroundColor="primary-light">
        Boxed
      </Box>,
    );
    expect(container.firstElementChild).toHaveTextContent('Boxed');
    expect(container.firstElementChild).toHaveClass('box', 'is-shadowless', 'has-background-primary-light');
  });
});
