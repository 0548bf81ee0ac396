import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { BULMA_COLORS, BULMA_SIZES } from '../../helpers/constants.js';
import { Input } from './Input.js';

describe('Input', () => {
  itIsConformant(Input, {
    name: 'Input',
    bulmaClass: 'input',
    element: 'input',
    refType: HTMLInputElement,
    as: false,
  });

  it('is a text input with only the base class by default', () => {
    render(<Input aria-label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input.className).toBe('input');
    expect(input).not.toHaveAttribute('size');
  });

  it('keeps the type it is given', () => {
    const { container } = render(<Input type="password" />);
    expect(container.firstElementChild).toHaveAttribute('type', 'password');
  });

  it.each(BULMA_COLORS)('maps color="%s"', (color) => {
    const { container } = render(<Input color={color} />);
    expect(container.firstElementChild).toHaveClass('input', `is-${color}`);
  });

  it.each(BULMA_SIZES)('maps size="%s"', (size) => {
    const { container } = render(<Input size={size} />);
    expect(container.firstElementChild).toHaveClass(`is-${size}`);
  });

  it.each([
    ['isRounded', 'is-rounded'],
    ['isStatic', 'is-static'],
    ['isHovered', 'is-hovered'],
    ['isFocused', 'is-focused'],
    ['isActive', 'is-active'],
    ['isFullwidth', 'is-fullwidth'],
    ['isInline', 'is-inline'],
  ])('%s adds %s', (prop, className) => {
    const { container } = render(<Input {...{ [prop]: true }} />);
    expect(container.firstElementChild).toHaveClass(className);
  });

  it('sets the native size attribute through htmlSize', () => {
    const { container } = render(<Input htmlSize={12} size="small" />);
    expect(container.firstElementChild).toHaveAttribute('size', '12');
    expect(container.firstElementChild).toHaveClass('is-small');
  });

  it('takes typed text and reports changes; read-only and disabled inputs do not change', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<Input aria-label="Name" ref={ref} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Ada');
    expect(ref.current!.value).toBe('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);

    rerender(<Input aria-label="Name" ref={ref} onChange={onChange} readOnly isStatic />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(ref.current).toHaveAttribute('readonly');
    expect(ref.current!.value).toBe('Ada');

    rerender(<Input aria-label="Name" ref={ref} onChange={onChange} disabled />);
    await userEvent.type(screen.getByRole('textbox'), 'y');
    expect(ref.current).toBeDisabled();
    expect(ref.current!.value).toBe('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
