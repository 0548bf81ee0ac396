import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { Notification } from './Notification.js';

describe('Notification', () => {
  itIsConformant(Notification, { name: 'Notification', bulmaClass: 'notification', element: 'div' });

  it('maps colour and variant', () => {
    const { container } = render(
      <Notification color="danger" variant="light">
        Failed
      </Notification>,
    );
    expect(container.firstElementChild).toHaveClass('notification', 'is-danger', 'is-light');
  });

  it('has no delete button without onDelete', () => {
    render(<Notification>Saved</Notification>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onDelete when its delete button is clicked', async () => {
    const onDelete = vi.fn();
    render(<Notification onDelete={onDelete}>Saved</Notification>);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveClass('delete');
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete.mock.calls[0]![0]).toHaveProperty('type', 'click');
  });

  it('can be dismissed from the keyboard, with a custom label', async () => {
    const onDelete = vi.fn();
    render(
      <Notification onDelete={onDelete} deleteLabel="Dismiss message">
        Saved
      </Notification>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('prefixes its delete button', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Notification onDelete={() => undefined}>Saved</Notification>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button')).toHaveClass('bulma-delete');
    expect(screen.getByRole('button')).not.toHaveClass('delete');
  });
});
