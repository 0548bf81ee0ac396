import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { BULMA_COLORS } from '../../helpers/constants.js';
import { Help } from './Help.js';

describe('Help', () => {
  itIsConformant(Help, { name: 'Help', bulmaClass: 'help', element: 'p', as: 'span' });

  it.each(BULMA_COLORS)('maps color="%s"', (color) => {
    const { container } = render(<Help color={color}>x</Help>);
    expect(container.firstElementChild).toHaveClass('help', `is-${color}`);
  });

  it('adds no colour by default', () => {
    const { container } = render(<Help>x</Help>);
    expect(container.firstElementChild!.className).toBe('help');
  });

  it('describes a control that points at it with aria-describedby', () => {
    render(
      <>
        <input aria-label="Email" aria-describedby="email-help" />
        <Help id="email-help" color="danger">
          This email is invalid
        </Help>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This email is invalid');
  });
});
