import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformantControl } from '../../../test/conformance-control.js';
import { BULMA_COLORS, BULMA_SIZES } from '../../helpers/constants.js';
import { Select } from './Select.js';

const wrapperOf = (select: HTMLElement) => select.parentElement!;

describe('Select', () => {
  itIsConformantControl(Select, {
    name: 'Select',
    bulmaClass: 'select',
    element: 'div',
    controlSelector: 'select',
    refType: HTMLSelectElement,
    props: { options: ['a', 'b'] },
  });

  it('renders a single select in a plain wrapper by default', () => {
    render(<Select aria-label="Size" options={['S', 'M']} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(wrapperOf(select).className).toBe('select');
    expect(select).not.toHaveAttribute('class');
    expect(select).not.toHaveAttribute('multiple');
    expect(select).not.toHaveAttribute('aria-busy');
  });

  it.each(BULMA_COLORS)('maps color="%s" onto the wrapper', (color) => {
    const { container } = render(<Select color={color} />);
    expect(container.firstElementChild).toHaveClass('select', `is-${color}`);
  });

  it.each(BULMA_SIZES)('maps size="%s" onto the wrapper', (size) => {
    const { container } = render(<Select size={size} />);
    expect(container.firstElementChild).toHaveClass(`is-${size}`);
  });

  it.each([
    ['isRounded', 'is-rounded'],
    ['isLoading', 'is-loading'],
    ['isFullwidth', 'is-fullwidth'],
  ])('%s adds %s to the wrapper', (prop, className) => {
    const { container } = render(<Select {...{ [prop]: true }} />);
    expect(container.firstElementChild).toHaveClass(className);
  });

  it.each([
    ['isHovered', 'is-hovered'],
    ['isFocused', 'is-focused'],
    ['isActive', 'is-active'],
  ])('%s adds %s to the <select>', (prop, className) => {
    const { container } = render(<Select {...{ [prop]: true }} />);
    expect(container.querySelector('select')).toHaveClass(className);
    expect(container.firstElementChild).not.toHaveClass(className);
  });

  it('marks a loading select busy', () => {
    render(<Select aria-label="City" isLoading />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-busy', 'true');
  });

  it('renders options from values and objects, before its own children', () => {
    render(
      <Select
        aria-label="Plan"
        options={['free', { value: 'pro', label: 'Professional' }, { value: 'team', disabled: true }]}
      >
        <option value="other">Other</option>
      </Select>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['free', 'free'],
      ['Professional', 'pro'],
      ['team', 'team'],
      ['Other', 'other'],
    ]);
    expect(options[2]).toBeDisabled();
    expect(options[1]).not.toBeDisabled();
  });

  it('lets the user choose an option and reports the change', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(<Select aria-label="Plan" ref={ref} options={['free', 'pro']} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'pro');
    expect(ref.current!.value).toBe('pro');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('supports multiple selection with is-multiple and the native size through htmlSize', async () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select aria-label="Tags" ref={ref} multiple htmlSize={3} size="small" options={['a', 'b', 'c']} />);
    const listbox = screen.getByRole('listbox', { name: 'Tags' });
    expect(wrapperOf(listbox)).toHaveClass('select', 'is-multiple', 'is-small');
    expect(listbox).toHaveAttribute('multiple');
    expect(listbox).toHaveAttribute('size', '3');
    await userEvent.selectOptions(listbox, ['a', 'c']);
    expect([...ref.current!.selectedOptions].map((option) => option.value)).toEqual(['a', 'c']);
  });

  it('disables the select and greys out the wrapper with is-disabled', async () => {
    const onChange = vi.fn();
    render(<Select aria-label="Plan" disabled options={['free', 'pro']} onChange={onChange} />);
    const select = screen.getByRole('combobox');
    expect(select).toBeDisabled();
    expect(wrapperOf(select)).toHaveClass('is-disabled');
    await userEvent.selectOptions(select, 'pro').catch(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is named by a label pointing at its id', () => {
    render(
      <>
        <label htmlFor="country">Country</label>
        <Select id="country" options={['NL']} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('id', 'country');
  });
});
