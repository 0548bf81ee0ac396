import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Radio } from '../Radio/Radio.js';
import { Radios } from './Radios.js';

describe('Radios', () => {
  itIsConformant(Radios, { name: 'Radios', bulmaClass: 'radios', element: 'div', as: 'fieldset' });

  it('lays out a named radio group in which arrow keys move the choice', async () => {
    render(
      <Radios role="radiogroup" aria-label="Size">
        <Radio name="size" value="s">
          Small
        </Radio>
        <Radio name="size" value="m">
          Medium
        </Radio>
      </Radios>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.className).toBe('radios');
    expect([...group.children].map((child) => child.className)).toEqual(['radio', 'radio']);
    await userEvent.click(screen.getByRole('radio', { name: 'Small' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
  });
});
