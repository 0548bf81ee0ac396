import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../helpers/ConfigProvider.js';
import { itIsConformant } from '../../../test/conformance.js';
import { BREADCRUMB_SEPARATORS, Breadcrumb } from './Breadcrumb.js';
import { BreadcrumbItem } from './BreadcrumbItem.js';

const InList = ({ children }: { children: ReactNode }) => <ul>{children}</ul>;

describe('Breadcrumb', () => {
  itIsConformant(Breadcrumb, { name: 'Breadcrumb', bulmaClass: 'breadcrumb', element: 'nav' });
  itIsConformant(BreadcrumbItem, {
    name: 'BreadcrumbItem',
    bulmaClass: 'is-active',
    element: 'li',
    props: { isActive: true },
    as: false,
    wrapper: InList,
    rootSelector: 'li',
  });

  it('exposes its item as a static member', () => {
    expect(Breadcrumb.Item).toBe(BreadcrumbItem);
  });

  it('is a navigation landmark named "breadcrumbs" with a list of links', () => {
    render(
      <Breadcrumb>
        <Breadcrumb.Item href="/">Home</Breadcrumb.Item>
        <Breadcrumb.Item href="/docs">Docs</Breadcrumb.Item>
        <Breadcrumb.Item href="/docs/tabs" isActive>
          Tabs
        </Breadcrumb.Item>
      </Breadcrumb>,
    );
    const nav = screen.getByRole('navigation', { name: 'breadcrumbs' });
    expect(nav.firstElementChild?.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const current = screen.getByRole('link', { name: 'Tabs' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.parentElement).toHaveClass('is-active');
  });

  it('takes another accessible name', () => {
    render(<Breadcrumb aria-label="You are here" />);
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
  });

  it.each(BREADCRUMB_SEPARATORS)('separator="%s" adds has-%s-separator', (separator) => {
    render(<Breadcrumb separator={separator} />);
    expect(screen.getByRole('navigation')).toHaveClass(`has-${separator}-separator`);
  });

  it('maps alignment and size', () => {
    render(<Breadcrumb align="centered" size="large" />);
    expect(screen.getByRole('navigation')).toHaveClass('breadcrumb', 'is-centered', 'is-large');
  });

  it('renders items with another link component and its props', () => {
    const RouterLink = ({ to, children }: { to: string; children?: ReactNode }) => (
      <a href={`#${to}`} data-router="yes">
        {children}
      </a>
    );
    render(
      <Breadcrumb>
        <Breadcrumb.Item linkAs={RouterLink} linkProps={{ to: '/home' }}>
          Home
        </Breadcrumb.Item>
      </Breadcrumb>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '#/home');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('leaves an inactive item without a class, and prefixes the active one', () => {
    render(
      <ConfigProvider prefix="bulma-">
        <Breadcrumb>
          <Breadcrumb.Item href="/">Home</Breadcrumb.Item>
          <Breadcrumb.Item isActive>Here</Breadcrumb.Item>
        </Breadcrumb>
      </ConfigProvider>,
    );
    const [home, here] = screen.getAllByRole('listitem');
    expect(home).not.toHaveAttribute('class');
    expect(here).toHaveClass('bulma-is-active');
    expect(screen.getByRole('navigation')).toHaveClass('bulma-breadcrumb');
  });
});
