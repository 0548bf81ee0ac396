import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Menu } from './Menu.js';
import { MenuItem } from './MenuItem.js';
import { MenuLabel } from './MenuLabel.js';
import { MenuList } from './MenuList.js';

const InList = ({ children }: { children: ReactNode }) => <ul>{children}</ul>;

describe('Menu', () => {
  itIsConformant(Menu, { name: 'Menu', bulmaClass: 'menu', element: 'aside' });
  itIsConformant(MenuLabel, { name: 'MenuLabel', bulmaClass: 'menu-label', element: 'p' });
  itIsConformant(MenuList, { name: 'MenuList', bulmaClass: 'menu-list', element: 'ul' });
  itIsConformant(MenuItem, {
    name: 'MenuItem',
    bulmaClass: 'menu-item',
    element: 'a',
    refType: HTMLAnchorElement,
    as: 'button',
    wrapper: InList,
    rootSelector: 'li > *',
  });

  it('exposes its sub-parts as static members', () => {
    expect(Menu.Label).toBe(MenuLabel);
    expect(Menu.List).toBe(MenuList);
    expect(Menu.Item).toBe(MenuItem);
  });

  it('maps its size', () => {
    render(<Menu size="small" />);
    expect(screen.getByRole('complementary')).toHaveClass('menu', 'is-small');
  });

  it('renders labelled lists with an active item and a nested list', () => {
    render(
      <Menu>
        <Menu.Label>General</Menu.Label>
        <Menu.List>
          <Menu.Item href="/dashboard">Dashboard</Menu.Item>
          <Menu.Item
            href="/team"
            isActive
            subMenu={
              <Menu.List>
                <Menu.Item href="/team/members" isSelected>
                  Members
                </Menu.Item>
              </Menu.List>
            }
          >
            Team
          </Menu.Item>
        </Menu.List>
      </Menu>,
    );
    expect(screen.getByText('General')).toHaveClass('menu-label');
    const team = screen.getByRole('link', { name: 'Team' });
    expect(team).toHaveClass('menu-item', 'is-active');
    expect(team).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const nested = within(team.parentElement!).getAllByRole('list')[0]!;
    expect(nested).toHaveClass('menu-list');
    expect(within(nested).getByRole('link', { name: 'Members' })).toHaveClass('is-selected');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders an item as a type="button"', () => {
    render(
      <ul>
        <MenuItem as="button">Log out</MenuItem>
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveAttribute('type', 'button');
  });
});
