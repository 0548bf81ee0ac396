import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { LABEL_SIZES, Label } from './Label.js';

describe('Label', () => {
  itIsConformant(Label, {
    name: 'Label',
    bulmaClass: 'label',
    element: 'label',
    refType: HTMLLabelElement,
    as: 'legend',
  });

  it.each(LABEL_SIZES)('maps size="%s"', (size) => {
    const { container } = render(<Label size={size} />);
    expect(container.firstElementChild).toHaveClass('label', `is-${size}`);
  });

  it('names the control its htmlFor points at, and focuses it when clicked', async () => {
    render(
      <>
        <Label htmlFor="city">City</Label>
        <input id="city" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    await userEvent.click(screen.getByText('City'));
    expect(input).toHaveFocus();
  });
});
