import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { Message } from './Message.js';
import { MessageBody } from './MessageBody.js';
import { MessageHeader } from './MessageHeader.js';

describe('Message', () => {
  itIsConformant(Message, { name: 'Message', bulmaClass: 'message', element: 'article' });
  itIsConformant(MessageHeader, { name: 'MessageHeader', bulmaClass: 'message-header', element: 'div' });
  itIsConformant(MessageBody, { name: 'MessageBody', bulmaClass: 'message-body', element: 'div' });

  it('exposes its sub-parts as static members', () => {
    expect(Message.Header).toBe(MessageHeader);
    expect(Message.Body).toBe(MessageBody);
  });

  it('maps colour and size', () => {
    render(<Message color="danger" size="small" />);
    expect(screen.getByRole('article')).toHaveClass('message', 'is-danger', 'is-small');
  });

  it('has no delete button without onDelete', () => {
    render(
      <Message>
        <Message.Header>Note</Message.Header>
        <Message.Body>Body</Message.Body>
      </Message>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders a labelled delete button at the end of the header that calls onDelete', async () => {
    const onDelete = vi.fn();
    render(
      <Message color="info">
        <Message.Header onDelete={onDelete}>
          <p>Note</p>
        </Message.Header>
        <Message.Body>Body</Message.Body>
      </Message>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveClass('delete');
    expect(button.parentElement).toHaveClass('message-header');
    expect(button.parentElement!.lastElementChild).toBe(button);
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete.mock.calls[0]![0]).toHaveProperty('type', 'click');
  });

  it('can be dismissed from the keyboard, with a custom label', async () => {
    const onDelete = vi.fn();
    render(
      <Message.Header onDelete={onDelete} deleteLabel="Dismiss note">
        Note
      </Message.Header>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss note' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('prefixes the delete button', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Message.Header onDelete={() => undefined}>Note</Message.Header>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button')).toHaveClass('bulma-delete');
    expect(screen.getByRole('button')).not.toHaveClass('delete');
  });
});
