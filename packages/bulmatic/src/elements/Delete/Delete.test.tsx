import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Delete } from './Delete.js';

describe('Delete', () => {
  itIsConformant(Delete, {
    name: 'Delete',
    bulmaClass: 'delete',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });

  it('is a labelled type="button"', () => {
    render(<Delete />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('takes its own label and size, and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Delete aria-label="Dismiss" size="large" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Dismiss' });
    expect(button).toHaveClass('delete', 'is-large');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
