import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformantControl } from '../../../test/conformance-control.js';
import { Radio } from './Radio.js';

describe('Radio', () => {
  itIsConformantControl(Radio, {
    name: 'Radio',
    bulmaClass: 'radio',
    element: 'label',
    controlSelector: 'input[type="radio"]',
    refType: HTMLInputElement,
    props: { children: 'Remember me' },
  });

  it('wraps a native radio in its label, which names it', () => {
    const { container } = render(<Radio>Remember me</Radio>);
    const label = container.firstElementChild!;
    expect(label.tagName).toBe('LABEL');
    expect(label.className).toBe('radio');
    expect(label).toHaveTextContent('Remember me');
    expect(label.firstElementChild).toBe(screen.getByRole('radio', { name: 'Remember me' }));
  });

  it('renders only the input without a label text', () => {
    const { container } = render(<Radio aria-label="Select row" />);
    expect(container.firstElementChild!.textContent).toBe('');
    expect(screen.getByRole('radio', { name: 'Select row' })).toBeInTheDocument();
  });

  it('checks one radio of a group at a time, and the ref reads the input state', async () => {
    const yes = createRef<HTMLInputElement>();
    const no = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <>
        <Radio ref={yes} name="answer" value="yes" onChange={onChange}>
          Yes
        </Radio>
        <Radio ref={no} name="answer" value="no" onChange={onChange}>
          No
        </Radio>
      </>,
    );
    expect(yes.current).toBeInstanceOf(HTMLInputElement);
    expect(yes.current).toHaveAttribute('value', 'yes');
    await userEvent.click(screen.getByText('Yes'));
    expect(yes.current!.checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(no.current!.checked).toBe(true);
    expect(yes.current!.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is checked with the keyboard', async () => {
    render(<Radio name="agree">Agree</Radio>);
    await userEvent.tab();
    expect(screen.getByRole('radio')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio')).toBeChecked();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('tea');
      return (
        <>
          {['tea', 'coffee'].map((drink) => (
            <Radio
              key={drink}
              name="drink"
              value={drink}
              checked={value === drink}
              onChange={(event) => setValue(event.currentTarget.value)}
            >
              {drink}
            </Radio>
          ))}
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'tea' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'coffee' }));
    expect(screen.getByRole('radio', { name: 'coffee' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'tea' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('coffee');
  });

  it('disables the input and marks the label disabled for Bulma’s styles', async () => {
    const { container } = render(<Radio disabled>Off limits</Radio>);
    const radio = screen.getByRole('radio', { name: 'Off limits' });
    expect(radio).toBeDisabled();
    expect(container.firstElementChild).toHaveAttribute('disabled');
    await userEvent.click(screen.getByText('Off limits'));
    expect(radio).not.toBeChecked();
  });

  it('leaves the label without a disabled attribute when enabled', () => {
    const { container } = render(<Radio>x</Radio>);
    expect(container.firstElementChild).not.toHaveAttribute('disabled');
  });
});
