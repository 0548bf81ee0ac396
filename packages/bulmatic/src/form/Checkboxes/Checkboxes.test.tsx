import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Checkboxes } from './Checkboxes.js';

describe('Checkboxes', () => {
  itIsConformant(Checkboxes, { name: 'Checkboxes', bulmaClass: 'checkboxes', element: 'div', as: 'fieldset' });

  it('lays out checkboxes that toggle independently, as a named group', async () => {
    render(
      <Checkboxes role="group" aria-label="Toppings">
        <Checkbox name="cheese">Cheese</Checkbox>
        <Checkbox name="olives">Olives</Checkbox>
      </Checkboxes>,
    );
    const group = screen.getByRole('group', { name: 'Toppings' });
    expect(group.className).toBe('checkboxes');
    expect([...group.children].map((child) => child.className)).toEqual(['checkbox', 'checkbox']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cheese' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Olives' }));
    expect(screen.getByRole('checkbox', { name: 'Cheese' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Olives' })).toBeChecked();
  });

  it('is a group named by its legend when rendered as a fieldset', () => {
    render(
      <Checkboxes as="fieldset">
        <legend>Days</legend>
        <Checkbox>Monday</Checkbox>
      </Checkboxes>,
    );
    expect(screen.getByRole('group', { name: 'Days' })).toHaveClass('checkboxes');
  });
});
