import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Tag } from './Tag.js';

describe('Tag', () => {
  itIsConformant(Tag, { name: 'Tag', bulmaClass: 'tag', element: 'span', as: 'a' });

  it('maps colour, variant, size and boolean modifiers', () => {
    const { container } = render(
      <Tag color="info" variant="light" size="large" isRounded isHoverable>
        v1
      </Tag>,
    );
    expect(container.firstElementChild).toHaveClass(
      'tag',
      'is-info',
      'is-light',
      'is-large',
      'is-rounded',
      'is-hoverable',
    );
  });

  it('is a type="button" when rendered as a button, so it never submits a form by accident', () => {
    render(
      <>
        <Tag as="button">Filter</Tag>
        <Tag as="button" type="submit">
          Apply
        </Tag>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    expect(render(<Tag>Plain</Tag>).container.firstElementChild).not.toHaveAttribute('type');
  });

  it('can be a delete tag itself', () => {
    render(<Tag as="button" isDelete aria-label="Remove all" />);
    expect(screen.getByRole('button', { name: 'Remove all' })).toHaveClass('tag', 'is-delete');
  });

  it('calls onDelete from its small delete button', async () => {
    const onDelete = vi.fn();
    render(<Tag onDelete={onDelete}>react</Tag>);
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveClass('delete', 'is-small');
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('labels the delete button with deleteLabel', () => {
    render(
      <Tag onDelete={() => undefined} deleteLabel="Remove react">
        react
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Remove react' })).toBeInTheDocument();
  });
});
