import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Container } from './Container.js';

describe('Container', () => {
  itIsConformant(Container, { name: 'Container', bulmaClass: 'container', element: 'div', as: 'main' });

  it('renders only the base class by default', () => {
    const { container } = render(<Container>Page</Container>);
    expect(container.firstElementChild).toHaveAttribute('class', 'container');
    expect(container.firstElementChild).toHaveTextContent('Page');
  });

  it('maps the fluid and full-width-until modifiers', () => {
    const { container, rerender } = render(<Container isFluid />);
    expect(container.firstElementChild).toHaveAttribute('class', 'container is-fluid');
    rerender(<Container isWidescreen />);
    expect(container.firstElementChild).toHaveAttribute('class', 'container is-widescreen');
    rerender(<Container isFullhd />);
    expect(container.firstElementChild).toHaveAttribute('class', 'container is-fullhd');
  });

  it('maps the maximum-width modifiers', () => {
    const { container, rerender } = render(<Container isMaxTablet />);
    expect(container.firstElementChild).toHaveAttribute('class', 'container is-max-tablet');
    rerender(<Container isMaxDesktop />);
    expect(container.firstElementChild).toHaveAttribute('class', 'container is-max-desktop');
    rerender(<Container isMaxWidescreen isFullhd />);
    expect(container.firstElementChild).toHaveAttribute('class', 'container is-fullhd is-max-widescreen');
  });
});
