import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { renderInShadowRoot } from '../../../test/renderInShadowRoot.js';
import { Dropdown, type DropdownProps } from './Dropdown.js';
import { DropdownContent } from './DropdownContent.js';
import { DropdownDivider } from './DropdownDivider.js';
import { DropdownItem } from './DropdownItem.js';
import { DropdownMenu } from './DropdownMenu.js';
import { DropdownTrigger } from './DropdownTrigger.js';

function Actions({ onEdit, ...props }: DropdownProps & { onEdit?: () => void }) {
  return (
    <Dropdown {...props}>
      <Dropdown.Trigger color="primary">Actions</Dropdown.Trigger>
      <Dropdown.Menu>
        <Dropdown.Content>
          <Dropdown.Item onClick={onEdit}>Edit</Dropdown.Item>
          <Dropdown.Item disabled>Move</Dropdown.Item>
          <Dropdown.Item>Copy</Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="a" href="#delete">
            Delete
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Menu>
    </Dropdown>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const root = () => trigger().closest('.dropdown')!;
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Dropdown', () => {
  itIsConformant(Dropdown, { name: 'Dropdown', bulmaClass: 'dropdown', element: 'div' });
  itIsConformant(DropdownTrigger, {
    name: 'DropdownTrigger',
    bulmaClass: 'button',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
    // Inside the dropdown-trigger wrapper, which takes nothing but its class.
    rootSelector: '[aria-haspopup]',
  });
  itIsConformant(DropdownMenu, { name: 'DropdownMenu', bulmaClass: 'dropdown-menu', element: 'div' });
  itIsConformant(DropdownContent, { name: 'DropdownContent', bulmaClass: 'dropdown-content', element: 'div' });
  itIsConformant(DropdownItem, {
    name: 'DropdownItem',
    bulmaClass: 'dropdown-item',
    element: 'button',
    as: 'a',
  });
  itIsConformant(DropdownDivider, {
    name: 'DropdownDivider',
    bulmaClass: 'dropdown-divider',
    element: 'hr',
    refType: HTMLHRElement,
    as: false,
  });

  it('exposes its sub-parts as static members', () => {
    expect(Dropdown.Trigger).toBe(DropdownTrigger);
    expect(Dropdown.Menu).toBe(DropdownMenu);
    expect(Dropdown.Content).toBe(DropdownContent);
    expect(Dropdown.Item).toBe(DropdownItem);
    expect(Dropdown.Divider).toBe(DropdownDivider);
  });

  it('wires the trigger and the menu together for assistive technology', () => {
    render(<Actions />);
    const button = trigger();
    expect(button.parentElement).toHaveClass('dropdown-trigger');
    expect(button.parentElement!.parentElement).toBe(root());
    expect(button).toHaveClass('button', 'is-primary');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = screen.getByRole('menu', { hidden: true });
    expect(menu).toHaveClass('dropdown-menu');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('aria-labelledby', button.id);
    expect(menu.id).not.toBe('');
    expect(button.id).not.toBe('');
    expect(item('Edit')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('separator')).toHaveClass('dropdown-divider');
  });

  it('keeps ids given to the trigger and the menu in the ARIA wiring', () => {
    render(
      <Dropdown>
        <Dropdown.Trigger id="my-trigger">Actions</Dropdown.Trigger>
        <Dropdown.Menu id="my-menu" />
      </Dropdown>,
    );
    expect(trigger()).toHaveAttribute('id', 'my-trigger');
    expect(trigger()).toHaveAttribute('aria-controls', 'my-menu');
    expect(screen.getByRole('menu')).toHaveAttribute('aria-labelledby', 'my-trigger');
  });

  it('renders the trigger inside Bulma’s dropdown-trigger, prefixed like every class', () => {
    const { container } = render(
      <ConfigProvider prefix="bulma-">
        <Dropdown>
          <Dropdown.Trigger className="mine">Actions</Dropdown.Trigger>
          <DropdownTrigger classPrefix="x-">Alone</DropdownTrigger>
        </Dropdown>
      </ConfigProvider>,
    );
    const wrappers = container.querySelectorAll('.bulma-dropdown > div');
    expect(wrappers).toHaveLength(2);
    expect(wrappers[0]).toHaveAttribute('class', 'bulma-dropdown-trigger');
    expect(wrappers[0]!.firstElementChild).toBe(trigger());
    expect(trigger()).toHaveClass('bulma-button', 'mine');
    expect(wrappers[1]).toHaveAttribute('class', 'x-dropdown-trigger');
    expect(wrappers[1]!.firstElementChild).toHaveClass('x-button');
  });

  it('uses ids given to the trigger and the menu in the server HTML, and its own ids otherwise', () => {
    const given = document.createElement('div');
    given.innerHTML = renderToString(
      <Dropdown>
        <Dropdown.Trigger id="my-trigger">Actions</Dropdown.Trigger>
        <Dropdown.Menu id="my-menu">
          <Dropdown.Content>
            <Dropdown.Item>Edit</Dropdown.Item>
          </Dropdown.Content>
        </Dropdown.Menu>
      </Dropdown>,
    );
    const givenButton = given.querySelector('button.button')!;
    const givenMenu = given.querySelector('.dropdown-menu')!;
    expect(givenButton.id).toBe('my-trigger');
    expect(givenButton.getAttribute('aria-controls')).toBe('my-menu');
    expect(givenMenu.id).toBe('my-menu');
    expect(givenMenu.getAttribute('aria-labelledby')).toBe('my-trigger');

    const own = document.createElement('div');
    own.innerHTML = renderToString(<Actions />);
    const ownButton = own.querySelector('button.button')!;
    const ownMenu = own.querySelector('.dropdown-menu')!;
    expect(ownButton.getAttribute('aria-controls')).toBe(ownMenu.id);
    expect(ownMenu.getAttribute('aria-labelledby')).toBe(ownButton.id);
    expect(ownMenu.id).not.toBe('');
  });

  it('learns the ids of parts its children do not show once they mount, and forgets them with the parts', () => {
    const Trigger = ({ id }: { id?: string }) => <Dropdown.Trigger id={id}>Actions</Dropdown.Trigger>;
    const Menu = ({ id }: { id?: string }) => <Dropdown.Menu id={id} />;
    const { rerender } = render(
      <Dropdown>
        <Trigger id="wrapped-trigger" />
        <Menu id="wrapped-menu" />
      </Dropdown>,
    );
    expect(trigger()).toHaveAttribute('aria-controls', 'wrapped-menu');
    expect(screen.getByRole('menu')).toHaveAttribute('aria-labelledby', 'wrapped-trigger');
    rerender(
      <Dropdown>
        <Trigger />
        <Menu />
      </Dropdown>,
    );
    const menu = screen.getByRole('menu');
    expect(menu.id).not.toBe('wrapped-menu');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('aria-labelledby', trigger().id);
  });

  it('opens and closes on click, leaving focus on the trigger', async () => {
    render(<Actions />);
    await userEvent.click(trigger());
    expect(root()).toHaveClass('is-active');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveFocus();
    await userEvent.click(trigger());
    expect(root()).not.toHaveClass('is-active');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens with %s on the trigger and focuses the first item', async (_, keys) => {
    render(<Actions />);
    trigger().focus();
    await userEvent.keyboard(keys);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Edit')).toHaveFocus();
  });

  it('opens with ArrowUp on the trigger and focuses the last item', async () => {
    render(<Actions />);
    trigger().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
  });

  it('moves between enabled items with the arrow keys, wrapping, and jumps with Home and End', async () => {
    render(<Actions />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Copy')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('x');
    expect(item('Delete')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger, without letting the key reach outer handlers', async () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={(event) => outer(event.key)}>
        <Actions />
      </div>,
    );
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(outer).not.toHaveBeenCalledWith('Escape');
    // Closed, Escape is left to others.
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('closes on a click outside, but not on a click inside', async () => {
    render(
      <>
        <Actions />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menu'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells inside from outside within a shadow root, as in an isolated preview', () => {
    const { getByRole } = renderInShadowRoot(<Actions defaultActive />);
    const toggle = getByRole('button', { name: 'Actions' });
    fireEvent.mouseDown(getByRole('menu'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between items with the arrow keys inside a shadow root', () => {
    const { getByRole, shadowRoot } = renderInShadowRoot(<Actions defaultActive />);
    const edit = getByRole('menuitem', { name: 'Edit' });
    act(() => edit.focus());
    fireEvent.keyDown(edit, { key: 'ArrowDown' });
    expect(shadowRoot.activeElement).toBe(getByRole('menuitem', { name: 'Copy' }));
  });

  it('closes when focus leaves it', async () => {
    render(
      <>
        <Actions />
        <button type="button">Next field</button>
      </>,
    );
    trigger().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an item on click or Enter: calls its onClick, closes and focuses the trigger', async () => {
    const onEdit = vi.fn();
    render(<Actions onEdit={onEdit} />);
    await userEvent.click(trigger());
    await userEvent.click(item('Edit'));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(2);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('activates link items with Enter and Space', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Dropdown defaultActive>
        <Dropdown.Trigger>Actions</Dropdown.Trigger>
        <Dropdown.Menu>
          <Dropdown.Item as="a" href="#x" onClick={onClick}>
            Link
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>,
    );
    item('Link').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    // preventDefault in onClick keeps the menu open.
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives content items no menu behaviour', async () => {
    render(
      <Dropdown defaultActive>
        <Dropdown.Trigger>Actions</Dropdown.Trigger>
        <Dropdown.Menu>
          <Dropdown.Item as="div" role="none">
            Some text
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>,
    );
    const content = screen.getByText('Some text');
    expect(content).not.toHaveAttribute('tabindex');
    expect(content).not.toHaveAttribute('type');
    await userEvent.click(content);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('can be controlled', async () => {
    const onActiveChange = vi.fn();
    const { rerender } = render(<Actions isActive={false} onActiveChange={onActiveChange} />);
    await userEvent.click(trigger());
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    expect(root()).not.toHaveClass('is-active');
    rerender(<Actions isActive onActiveChange={onActiveChange} />);
    expect(root()).toHaveClass('is-active');
    await userEvent.keyboard('{Escape}');
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
    expect(root()).toHaveClass('is-active');
  });

  it('works as a controlled component with state', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Actions isActive={open} onActiveChange={setOpen} />
          <output>{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    render(<Controlled />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('open');
    expect(item('Edit')).toHaveFocus();
  });

  it('opens on hover with isHoverable, and a click does not close it again', async () => {
    render(<Actions isHoverable isRight isUp />);
    expect(root()).toHaveClass('dropdown', 'is-hoverable', 'is-right', 'is-up');
    await userEvent.hover(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await userEvent.unhover(root());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into a menu that hover already opened', async () => {
    render(<Actions isHoverable />);
    await userEvent.hover(trigger());
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
  });

  it('toggles a trigger rendered as another element with Enter and Space', async () => {
    render(
      <Dropdown>
        <Dropdown.Trigger as="a" tabIndex={0}>
          Links
        </Dropdown.Trigger>
        <Dropdown.Menu>
          <Dropdown.Item>One</Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>,
    );
    const link = screen.getByText('Links');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(item('One')).toHaveFocus();
    link.focus();
    await userEvent.keyboard(' ');
    expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  it('respects handlers that prevent the default', async () => {
    render(
      <Dropdown onKeyDown={(event) => event.preventDefault()}>
        <Dropdown.Trigger onClick={(event) => event.preventDefault()} onKeyDown={(event) => event.preventDefault()}>
          Actions
        </Dropdown.Trigger>
        <Dropdown.Menu onKeyDown={(event) => event.preventDefault()}>
          <Dropdown.Item>One</Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>,
    );
    await userEvent.click(trigger());
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(screen.getByRole('menuitem', { hidden: true }), { key: 'ArrowDown' });
    expect(trigger()).toHaveFocus();
  });

  it('renders its parts without a Dropdown around them', async () => {
    render(
      <>
        <DropdownTrigger>Alone</DropdownTrigger>
        <DropdownItem>Item</DropdownItem>
      </>,
    );
    const alone = screen.getByRole('button', { name: 'Alone' });
    expect(alone).toHaveAttribute('aria-expanded', 'false');
    expect(alone).not.toHaveAttribute('aria-controls');
    await userEvent.click(alone);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Item' }));
    expect(alone).toHaveAttribute('aria-expanded', 'false');
  });

  it('maps item states', () => {
    render(
      <>
        <DropdownItem isActive>Active</DropdownItem>
        <DropdownItem isSelected>Selected</DropdownItem>
      </>,
    );
    expect(item('Active')).toHaveClass('dropdown-item', 'is-active');
    expect(item('Selected')).toHaveClass('dropdown-item', 'is-selected');
  });
});
