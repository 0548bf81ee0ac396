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

  it('is a focusable, named button when it is a delete tag itself', async () => {
    const onClick = vi.fn();
    render(<Tag isDelete onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('tag', 'is-delete');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('names a delete tag with aria-label, aria-labelledby or deleteLabel, and keeps as', () => {
    render(
      <>
        <Tag isDelete aria-label="Remove all" />
        <Tag isDelete deleteLabel="Clear filters" />
        <span id="tag-name">Remove react</span>
        <Tag isDelete aria-labelledby="tag-name" />
        <Tag as="a" href="#remove" isDelete />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Remove all' })).toHaveClass('is-delete');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveClass('is-delete');
    expect(screen.getByRole('button', { name: 'Remove react' })).not.toHaveAttribute('aria-label');
    const link = screen.getByRole('link', { name: 'Remove' });
    expect(link).toHaveClass('tag', 'is-delete');
    expect(link).not.toHaveAttribute('type');
  });

  it('adds no name to a tag that is not a delete tag', () => {
    const { container } = render(<Tag>plain</Tag>);
    expect(container.firstElementChild).not.toHaveAttribute('aria-label');
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
