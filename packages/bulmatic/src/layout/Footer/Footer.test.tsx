import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Footer } from './Footer.js';

describe('Footer', () => {
  itIsConformant(Footer, { name: 'Footer', bulmaClass: 'footer', element: 'footer', as: 'div' });

  it('renders a contentinfo landmark with the footer class', () => {
    render(<Footer>Made with Bulma</Footer>);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('class', 'footer');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Made with Bulma');
  });
});
