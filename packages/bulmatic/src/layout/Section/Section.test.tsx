import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Section } from './Section.js';

describe('Section', () => {
  itIsConformant(Section, { name: 'Section', bulmaClass: 'section', element: 'section', as: 'div' });

  it('renders only the base class by default', () => {
    const { container } = render(<Section />);
    expect(container.firstElementChild).toHaveAttribute('class', 'section');
  });

  it('maps size and full height', () => {
    const { container, rerender } = render(<Section size="medium" />);
    expect(container.firstElementChild).toHaveAttribute('class', 'section is-medium');
    rerender(<Section size="large" isFullheight />);
    expect(container.firstElementChild).toHaveAttribute('class', 'section is-large is-fullheight');
  });
});
