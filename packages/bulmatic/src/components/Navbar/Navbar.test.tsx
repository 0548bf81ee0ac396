import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Navbar, type NavbarProps } from './Navbar.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarBurger } from './NavbarBurger.js';
import { NavbarDivider } from './NavbarDivider.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { NavbarEnd } from './NavbarEnd.js';
import { NavbarItem } from './NavbarItem.js';
import { NavbarLink } from './NavbarLink.js';
import { NavbarMenu } from './NavbarMenu.js';
import { NavbarStart } from './NavbarStart.js';

function Site(props: NavbarProps) {
  return (
    <Navbar aria-label="main navigation" {...props}>
      <Navbar.Brand>
        <Navbar.Item href="/">Home</Navbar.Item>
        <Navbar.Burger />
      </Navbar.Brand>
      <Navbar.Menu>
        <Navbar.Start>
          <Navbar.Item href="/docs" isActive>
            Docs
          </Navbar.Item>
          <Navbar.Item hasDropdown isHoverable>
            <Navbar.Link>More</Navbar.Link>
            <Navbar.Dropdown isBoxed isRight>
              <Navbar.Item href="/about">About</Navbar.Item>
              <Navbar.Divider />
              <Navbar.Item href="/report">Report an issue</Navbar.Item>
            </Navbar.Dropdown>
          </Navbar.Item>
        </Navbar.Start>
        <Navbar.End>
          <Navbar.Item as="div">Sign in</Navbar.Item>
        </Navbar.End>
      </Navbar.Menu>
    </Navbar>
  );
}

const burger = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => document.querySelector('.navbar-menu')!;

describe('Navbar', () => {
  itIsConformant(Navbar, { name: 'Navbar', bulmaClass: 'navbar', element: 'nav' });
  itIsConformant(NavbarBrand, { name: 'NavbarBrand', bulmaClass: 'navbar-brand', element: 'div' });
  itIsConformant(NavbarItem, { name: 'NavbarItem', bulmaClass: 'navbar-item', element: 'a' });
  itIsConformant(NavbarBurger, {
    name: 'NavbarBurger',
    bulmaClass: 'navbar-burger',
    element: 'button',
    refType: HTMLButtonElement,
    as: 'a',
  });
  itIsConformant(NavbarMenu, { name: 'NavbarMenu', bulmaClass: 'navbar-menu', element: 'div' });
  itIsConformant(NavbarStart, { name: 'NavbarStart', bulmaClass: 'navbar-start', element: 'div' });
  itIsConformant(NavbarEnd, { name: 'NavbarEnd', bulmaClass: 'navbar-end', element: 'div' });
  itIsConformant(NavbarLink, { name: 'NavbarLink', bulmaClass: 'navbar-link', element: 'a' });
  itIsConformant(NavbarDropdown, { name: 'NavbarDropdown', bulmaClass: 'navbar-dropdown', element: 'div' });
  itIsConformant(NavbarDivider, {
    name: 'NavbarDivider',
    bulmaClass: 'navbar-divider',
    element: 'hr',
    refType: HTMLHRElement,
    as: false,
  });

  it('exposes its sub-parts as static members', () => {
    expect(Navbar.Brand).toBe(NavbarBrand);
    expect(Navbar.Item).toBe(NavbarItem);
    expect(Navbar.Burger).toBe(NavbarBurger);
    expect(Navbar.Menu).toBe(NavbarMenu);
    expect(Navbar.Start).toBe(NavbarStart);
    expect(Navbar.End).toBe(NavbarEnd);
    expect(Navbar.Link).toBe(NavbarLink);
    expect(Navbar.Dropdown).toBe(NavbarDropdown);
    expect(Navbar.Divider).toBe(NavbarDivider);
  });

  it('renders a labelled burger that controls the menu', () => {
    render(<Site />);
    const button = burger();
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu().id);
    expect(menu().id).not.toBe('');
    expect(button.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(4);
  });

  it('toggles the menu and the burger with a click or the keyboard', async () => {
    render(<Site />);
    await userEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(burger()).toHaveClass('navbar-burger', 'is-active');
    expect(menu()).toHaveClass('navbar-menu', 'is-active');
    await userEvent.keyboard('{Enter}');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).not.toHaveClass('is-active');
    expect(menu()).not.toHaveClass('is-active');
    await userEvent.keyboard(' ');
    expect(menu()).toHaveClass('is-active');
  });

  it('can start open, or be controlled', async () => {
    const onMenuActiveChange = vi.fn();
    const { rerender } = render(<Site defaultMenuActive onMenuActiveChange={onMenuActiveChange} />);
    expect(menu()).toHaveClass('is-active');
    await userEvent.click(burger());
    expect(onMenuActiveChange).toHaveBeenLastCalledWith(false);
    expect(menu()).not.toHaveClass('is-active');
    rerender(<Site isMenuActive onMenuActiveChange={onMenuActiveChange} />);
    expect(menu()).toHaveClass('is-active');
    await userEvent.click(burger());
    expect(onMenuActiveChange).toHaveBeenLastCalledWith(false);
    expect(menu()).toHaveClass('is-active');
  });

  it('keeps an id given to the menu in aria-controls, and takes another burger label', () => {
    render(
      <Navbar>
        <Navbar.Burger aria-label="Open navigation" />
        <Navbar.Menu id="site-menu" />
      </Navbar>,
    );
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-controls', 'site-menu');
    expect(menu()).toHaveAttribute('id', 'site-menu');
  });

  it('points the burger at the menu in the server HTML, by the id the menu was given or its own', () => {
    const html = (menuId?: string) => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(
        <Navbar>
          <Navbar.Brand>
            <Navbar.Burger />
          </Navbar.Brand>
          <Navbar.Menu id={menuId}>
            <Navbar.Start />
          </Navbar.Menu>
        </Navbar>,
      );
      return [page.querySelector('.navbar-burger')!, page.querySelector('.navbar-menu')!] as const;
    };
    const [givenBurger, givenMenu] = html('site-menu');
    expect(givenMenu.id).toBe('site-menu');
    expect(givenBurger.getAttribute('aria-controls')).toBe('site-menu');
    const [ownBurger, ownMenu] = html();
    expect(ownMenu.id).not.toBe('');
    expect(ownBurger.getAttribute('aria-controls')).toBe(ownMenu.id);
  });

  it('learns the id of a menu its children do not show once it mounts, and forgets it with the menu', () => {
    const Menu = ({ id }: { id?: string }) => <Navbar.Menu id={id} />;
    const { rerender } = render(
      <Navbar>
        <Navbar.Burger />
        <Menu id="wrapped-menu" />
      </Navbar>,
    );
    expect(burger()).toHaveAttribute('aria-controls', 'wrapped-menu');
    rerender(
      <Navbar>
        <Navbar.Burger />
        <Menu />
      </Navbar>,
    );
    expect(menu().id).not.toBe('wrapped-menu');
    expect(burger()).toHaveAttribute('aria-controls', menu().id);
  });

  it('lets a click handler on the burger prevent the toggle', async () => {
    render(
      <Navbar>
        <Navbar.Burger onClick={(event) => event.preventDefault()} />
        <Navbar.Menu />
      </Navbar>,
    );
    await userEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks an active item as the current page, but not an active dropdown item', () => {
    render(
      <>
        <NavbarItem href="/docs" isActive>
          Docs
        </NavbarItem>
        <NavbarItem href="/blog">Blog</NavbarItem>
        <NavbarItem hasDropdown isActive data-testid="dropdown">
          <NavbarLink>More</NavbarLink>
        </NavbarItem>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('dropdown')).toHaveClass('is-active');
    expect(screen.getByTestId('dropdown')).not.toHaveAttribute('aria-current');
  });

  it('renders the burger and menu on their own, with their own isActive', async () => {
    render(
      <>
        <NavbarBurger isActive />
        <NavbarMenu isActive />
        <NavbarMenu />
      </>,
    );
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(burger()).not.toHaveAttribute('aria-controls');
    await userEvent.click(burger());
    expect(burger()).toHaveClass('is-active');
    const [open, closed] = document.querySelectorAll('.navbar-menu');
    expect(open).toHaveClass('is-active');
    expect(closed).not.toHaveClass('is-active');
  });

  it('maps the navbar modifiers', () => {
    render(<Navbar color="primary" isTransparent isSpaced hasShadow isFixedTop />);
    expect(screen.getByRole('navigation')).toHaveClass(
      'navbar',
      'is-primary',
      'is-transparent',
      'is-spaced',
      'has-shadow',
      'is-fixed-top',
    );
  });

  it('fixes the navbar per breakpoint', () => {
    const { rerender } = render(<Navbar isFixedBottom={{ base: true, desktop: true, touch: false }} />);
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveClass('is-fixed-bottom', 'is-fixed-bottom-desktop');
    expect(nav).not.toHaveClass('is-fixed-bottom-touch');
    rerender(<Navbar isFixedTop={{ touch: true }} isFixedBottom={false} />);
    expect(nav.className).toBe('navbar is-fixed-top-touch');
  });

  it('maps item, link and dropdown modifiers and renders dropdown parents as <div>', () => {
    render(<Site />);
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveClass('navbar-item', 'is-active');
    const parent = screen.getByText('More').parentElement!;
    expect(parent.tagName).toBe('DIV');
    expect(parent).toHaveClass('navbar-item', 'has-dropdown', 'is-hoverable');
    expect(screen.getByText('More')).toHaveClass('navbar-link');
    expect(screen.getByRole('link', { name: 'About' }).parentElement).toHaveClass(
      'navbar-dropdown',
      'is-boxed',
      'is-right',
    );
    expect(screen.getByRole('separator')).toHaveClass('navbar-divider');
    expect(screen.getByText('Sign in').tagName).toBe('DIV');
  });

  it.each([
    ['isTab', 'is-tab'],
    ['isSelected', 'is-selected'],
    ['isExpanded', 'is-expanded'],
    ['hasDropdownUp', 'has-dropdown-up'],
  ])('NavbarItem %s adds %s', (prop, className) => {
    render(<NavbarItem {...{ [prop]: true }}>x</NavbarItem>);
    expect(screen.getByText('x')).toHaveClass('navbar-item', className);
  });

  it.each([
    ['isArrowless', 'is-arrowless'],
    ['isActive', 'is-active'],
    ['isSelected', 'is-selected'],
  ])('NavbarLink %s adds %s', (prop, className) => {
    render(<NavbarLink {...{ [prop]: true }}>x</NavbarLink>);
    expect(screen.getByText('x')).toHaveClass('navbar-link', className);
  });
});
