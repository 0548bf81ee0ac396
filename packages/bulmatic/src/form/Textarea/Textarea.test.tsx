import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { BULMA_COLORS, BULMA_SIZES } from '../../helpers/constants.js';
import { Textarea } from './Textarea.js';

describe('Textarea', () => {
  itIsConformant(Textarea, {
    name: 'Textarea',
    bulmaClass: 'textarea',
    element: 'textarea',
    refType: HTMLTextAreaElement,
    as: false,
  });

  it('has only the base class by default', () => {
    const { container } = render(<Textarea />);
    expect(container.firstElementChild!.className).toBe('textarea');
  });

  it.each(BULMA_COLORS)('maps color="%s"', (color) => {
    const { container } = render(<Textarea color={color} />);
    expect(container.firstElementChild).toHaveClass('textarea', `is-${color}`);
  });

  it.each(BULMA_SIZES)('maps size="%s"', (size) => {
    const { container } = render(<Textarea size={size} />);
    expect(container.firstElementChild).toHaveClass(`is-${size}`);
  });

  it.each([
    ['hasFixedSize', 'has-fixed-size'],
    ['isHovered', 'is-hovered'],
    ['isFocused', 'is-focused'],
    ['isActive', 'is-active'],
    ['isFullwidth', 'is-fullwidth'],
    ['isInline', 'is-inline'],
  ])('%s adds %s', (prop, className) => {
    const { container } = render(<Textarea {...{ [prop]: true }} />);
    expect(container.firstElementChild).toHaveClass(className);
  });

  it('keeps native rows, and takes typed text unless disabled', async () => {
    const { rerender } = render(<Textarea aria-label="Message" rows={4} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Hello');
    expect(textarea).toHaveValue('Hello');
    rerender(<Textarea aria-label="Message" rows={4} disabled />);
    await userEvent.type(textarea, '!');
    expect(textarea).toHaveValue('Hello');
  });
});
