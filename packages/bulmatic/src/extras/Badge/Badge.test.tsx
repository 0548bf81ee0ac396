import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Button } from '../../elements/Button/Button.js';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { Badge } from './Badge.js';

const indicator = (container: HTMLElement) => container.querySelector('.badge-indicator');

describe('Badge', () => {
  itIsConformant(Badge, { name: 'Badge', bulmaClass: 'badge', element: 'span', props: { count: 3, children: 'x' } });

  it('wraps an element and shows the count beside it', () => {
    const { container } = render(
      <Badge count={5}>
        <Button>Inbox</Button>
      </Badge>,
    );
    const root = container.firstElementChild!;
    expect(root.className).toBe('badge');
    expect(root.firstElementChild).toBe(screen.getByRole('button'));
    const badge = indicator(container)!;
    expect(badge.parentElement).toBe(root);
    expect(badge).toHaveTextContent('5');
  });

  it('reads its label to screen readers and describes the wrapped element with it', () => {
    const { container } = render(
      <Badge count={5} label="5 unread messages">
        <Button aria-describedby="hint">Inbox</Button>
      </Badge>,
    );
    const badge = indicator(container)!;
    const [shown, spoken] = [...badge.children];
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown).toHaveTextContent('5');
    expect(spoken).toHaveClass('is-sr-only');
    expect(spoken).toHaveTextContent('5 unread messages');
    const button = screen.getByRole('button', { name: 'Inbox' });
    expect(button).toHaveAttribute('aria-describedby', `hint ${spoken!.id}`);
    expect(button).toHaveAccessibleDescription('5 unread messages');
  });

  it('reads the count as shown without a label', () => {
    render(
      <Badge count={7}>
        <Button>Inbox</Button>
      </Badge>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleDescription('7');
  });

  it('caps the count at max', () => {
    const { container, rerender } = render(<Badge count={150} />);
    expect(indicator(container)).toHaveTextContent('99+');
    rerender(<Badge count={12} max={9} />);
    expect(indicator(container)).toHaveTextContent('9+');
    rerender(<Badge count={9} max={9} />);
    expect(indicator(container)!.textContent).toBe('99');
  });

  it('hides at zero unless showZero, and then describes nothing', () => {
    const { container, rerender } = render(
      <Badge count={0}>
        <Button>Inbox</Button>
      </Badge>,
    );
    expect(indicator(container)).toBeNull();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-describedby');
    rerender(
      <Badge count={0} showZero>
        <Button>Inbox</Button>
      </Badge>,
    );
    expect(indicator(container)).toHaveTextContent('0');
  });

  it('shows nothing without a count or a dot', () => {
    const { container } = render(
      <Badge>
        <Button>Inbox</Button>
      </Badge>,
    );
    expect(indicator(container)).toBeNull();
  });

  it('shows a dot without a number, read only through its label', () => {
    const { container, rerender } = render(
      <Badge isDot count={4}>
        <Button>Updates</Button>
      </Badge>,
    );
    expect(container.firstElementChild).toHaveClass('badge', 'is-dot');
    expect(indicator(container)).toBeEmptyDOMElement();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-describedby');
    rerender(
      <Badge isDot label="New updates">
        <Button>Updates</Button>
      </Badge>,
    );
    expect(indicator(container)!.textContent).toBe('New updates');
    expect(screen.getByRole('button')).toHaveAccessibleDescription('New updates');
  });

  it('derives the label id from a given id', () => {
    render(
      <Badge id="inbox-badge" count={2} label="2 new">
        <Button>Inbox</Button>
      </Badge>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', 'inbox-badge-label');
    expect(screen.getByText('2 new')).toHaveAttribute('id', 'inbox-badge-label');
  });

  it('leaves text children as they are', () => {
    const { container } = render(<Badge count={3}>Inbox</Badge>);
    expect(container.firstElementChild!.firstChild!.textContent).toBe('Inbox');
    expect(indicator(container)).toHaveTextContent('3');
  });

  it('leaves a fragment as it is, as it cannot be described', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Badge count={3} label="3 new">
        <>
          <Button>Inbox</Button>
        </>
      </Badge>,
    );
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('3 new')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the wrapped element working', async () => {
    let clicks = 0;
    render(
      <Badge count={1}>
        <Button onClick={() => (clicks += 1)}>Inbox</Button>
      </Badge>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(clicks).toBe(1);
  });

  it('maps colour and placement to Bulma modifiers, top right needing none', () => {
    const { container, rerender } = render(<Badge count={1} color="info" placement="bottom-left" />);
    expect(container.firstElementChild).toHaveClass('badge', 'is-info', 'is-bottom-left');
    rerender(<Badge count={1} placement="top-right" />);
    expect(container.firstElementChild!.className).toBe('badge');
  });

  it('prefixes every class it renders', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Badge count={2} color="success" placement="top-left">
          <span>icon</span>
        </Badge>
      </ConfigProvider>,
    );
    const classes = [...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.sort()).toEqual([
      'bulma-badge',
      'bulma-badge-indicator',
      'bulma-is-sr-only',
      'bulma-is-success',
      'bulma-is-top-left',
    ]);
  });

  it('renders on the server with a given id kept as written', () => {
    const html = renderToString(
      <Badge id="mail" count={120} label="120 unread">
        <button type="button">Mail</button>
      </Badge>,
    );
    expect(html).toBe(
      '<span id="mail" class="badge"><button type="button" aria-describedby="mail-label">Mail</button>' +
        '<span class="badge-indicator"><span aria-hidden="true">99+</span>' +
        '<span id="mail-label" class="is-sr-only">120 unread</span></span></span>',
    );
  });
});
