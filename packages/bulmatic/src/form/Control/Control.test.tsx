import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Icon } from '../../elements/Icon/Icon.js';
import { Input } from '../Input/Input.js';
import { CONTROL_SIZES, Control } from './Control.js';

describe('Control', () => {
  itIsConformant(Control, { name: 'Control', bulmaClass: 'control', element: 'div', as: 'p' });

  it('adds no modifier classes by default and is not busy', () => {
    const { container } = render(<Control />);
    expect(container.firstElementChild!.className).toBe('control');
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  });

  it.each([
    ['hasIconsLeft', 'has-icons-left'],
    ['hasIconsRight', 'has-icons-right'],
    ['isExpanded', 'is-expanded'],
    ['isLoading', 'is-loading'],
  ])('%s adds %s', (prop, className) => {
    const { container } = render(<Control {...{ [prop]: true }} />);
    expect(container.firstElementChild).toHaveClass(className);
  });

  it.each(CONTROL_SIZES)('sizes the loading spinner with size="%s"', (size) => {
    const { container } = render(<Control isLoading size={size} />);
    expect(container.firstElementChild).toHaveClass('control', 'is-loading', `is-${size}`);
  });

  it('marks a loading control busy', () => {
    const { container } = render(<Control isLoading />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('places icons on both sides of an input with Icon align', () => {
    const { container } = render(
      <Control hasIconsLeft hasIconsRight>
        <Input type="email" aria-label="Email" />
        <Icon name="envelope" size="small" align="left" />
        <Icon name="check" size="small" align="right" />
      </Control>,
    );
    const control = container.firstElementChild!;
    expect(control).toHaveClass('control', 'has-icons-left', 'has-icons-right');
    expect(control.querySelector('.input ~ .icon.is-small.is-left > .fa-envelope')).not.toBeNull();
    expect(control.querySelector('.input ~ .icon.is-small.is-right > .fa-check')).not.toBeNull();
    // Decorative icons do not add to the input's name.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
