import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Buttons } from './Buttons.js';

describe('Buttons', () => {
  itIsConformant(Buttons, { name: 'Buttons', bulmaClass: 'buttons', element: 'div' });

  it('maps addons, alignment and group size', () => {
    const { container } = render(<Buttons hasAddons align="centered" size="small" />);
    expect(container.firstElementChild).toHaveClass('buttons', 'has-addons', 'is-centered', 'are-small');
  });

  it('has no modifiers by default', () => {
    const { container } = render(<Buttons />);
    expect(container.firstElementChild!.className).toBe('buttons');
  });
});
