import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformantControl } from '../../../test/conformance-control.js';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  itIsConformantControl(Checkbox, {
    name: 'Checkbox',
    bulmaClass: 'checkbox',
    element: 'label',
    controlSelector: 'input[type="checkbox"]',
    refType: HTMLInputElement,
    props: { children: 'Remember me' },
  });

  it('wraps a native checkbox in its label, which names it', () => {
    const { container } = render(<Checkbox>Remember me</Checkbox>);
    const label = container.firstElementChild!;
    expect(label.tagName).toBe('LABEL');
    expect(label.className).toBe('checkbox');
    expect(label).toHaveTextContent('Remember me');
    expect(label.firstElementChild).toBe(screen.getByRole('checkbox', { name: 'Remember me' }));
  });

  it('renders only the input without a label text', () => {
    const { container } = render(<Checkbox aria-label="Select row" />);
    expect(container.firstElementChild!.textContent).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Select row' })).toBeInTheDocument();
  });

  it('toggles when the user clicks its text, and the ref reads the input state', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <Checkbox ref={ref} name="remember" onChange={onChange}>
        Remember me
      </Checkbox>,
    );
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('name', 'remember');
    await userEvent.click(screen.getByText('Remember me'));
    expect(ref.current!.checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(ref.current!.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('toggles with the keyboard', async () => {
    render(<Checkbox>Agree</Checkbox>);
    await userEvent.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <Checkbox checked={checked} onChange={(event) => setChecked(event.currentTarget.checked)}>
          {checked ? 'on' : 'off'}
        </Checkbox>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: 'on' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox', { name: 'off' })).not.toBeChecked();
  });

  it('disables the input and marks the label disabled for Bulma’s styles', async () => {
    const { container } = render(<Checkbox disabled>Off limits</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Off limits' });
    expect(checkbox).toBeDisabled();
    expect(container.firstElementChild).toHaveAttribute('disabled');
    await userEvent.click(screen.getByText('Off limits'));
    expect(checkbox).not.toBeChecked();
  });

  it('leaves the label without a disabled attribute when enabled', () => {
    const { container } = render(<Checkbox>x</Checkbox>);
    expect(container.firstElementChild).not.toHaveAttribute('disabled');
  });
});
