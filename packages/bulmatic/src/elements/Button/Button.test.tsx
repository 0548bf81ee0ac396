import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Button } from './Button.js';

describe('Button', () => {
  itIsConformant(Button, {
    name: 'Button',
    bulmaClass: 'button',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });

  it('is a type="button" by default so it does not submit forms', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('maps colour, variant and size to Bulma modifiers', () => {
    render(
      <Button color="primary" variant="light" size="large">
        Go
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('button', 'is-primary', 'is-light', 'is-large');
  });

  it.each([
    ['isResponsive', 'is-responsive'],
    ['isFullwidth', 'is-fullwidth'],
    ['isExpanded', 'is-expanded'],
    ['isOutlined', 'is-outlined'],
    ['isInverted', 'is-inverted'],
    ['isRounded', 'is-rounded'],
    ['isGhost', 'is-ghost'],
    ['isLoading', 'is-loading'],
    ['isStatic', 'is-static'],
    ['isHovered', 'is-hovered'],
    ['isFocused', 'is-focused'],
    ['isActive', 'is-active'],
    ['isSelected', 'is-selected'],
  ])('%s adds %s', (prop, className) => {
    render(<Button {...{ [prop]: true }}>x</Button>);
    expect(screen.getByRole('button')).toHaveClass(className);
  });

  it('adds no modifier classes by default', () => {
    render(<Button>x</Button>);
    expect(screen.getByRole('button').className).toBe('button');
  });

  it('marks a loading button busy', () => {
    render(<Button isLoading>x</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('calls onClick, and not when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>x</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        x
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link with href, and marks a disabled link for assistive technology', () => {
    const { rerender } = render(
      <Button as="a" href="/docs">
        Docs
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).not.toHaveAttribute('type');
    rerender(
      <Button as="a" href="/docs" disabled>
        Docs
      </Button>,
    );
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
  });
});
