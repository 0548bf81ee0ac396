import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { Panel } from './Panel.js';
import { PanelBlock } from './PanelBlock.js';
import { PanelHeading } from './PanelHeading.js';
import { PanelIcon } from './PanelIcon.js';
import { PanelTab } from './PanelTab.js';
import { PanelTabs } from './PanelTabs.js';

describe('Panel', () => {
  itIsConformant(Panel, { name: 'Panel', bulmaClass: 'panel', element: 'nav' });
  itIsConformant(PanelHeading, { name: 'PanelHeading', bulmaClass: 'panel-heading', element: 'p' });
  itIsConformant(PanelTabs, { name: 'PanelTabs', bulmaClass: 'panel-tabs', element: 'p' });
  itIsConformant(PanelTab, {
    name: 'PanelTab',
    bulmaClass: 'is-active',
    element: 'a',
    props: { isActive: true },
    refType: HTMLAnchorElement,
    as: 'button',
  });
  itIsConformant(PanelBlock, { name: 'PanelBlock', bulmaClass: 'panel-block', element: 'div', as: 'label' });
  itIsConformant(PanelIcon, { name: 'PanelIcon', bulmaClass: 'panel-icon', element: 'span' });

  it('exposes its sub-parts as static members', () => {
    expect(Panel.Heading).toBe(PanelHeading);
    expect(Panel.Tabs).toBe(PanelTabs);
    expect(Panel.Tab).toBe(PanelTab);
    expect(Panel.Block).toBe(PanelBlock);
    expect(Panel.Icon).toBe(PanelIcon);
  });

  it('renders a coloured panel with tabs and blocks', () => {
    render(
      <Panel color="primary" aria-label="Repositories">
        <Panel.Heading>Repositories</Panel.Heading>
        <Panel.Tabs>
          <Panel.Tab href="#all" isActive>
            All
          </Panel.Tab>
          <Panel.Tab href="#public">Public</Panel.Tab>
        </Panel.Tabs>
        <Panel.Block as="a" href="#bulma" isActive>
          <Panel.Icon>
            <i className="fas fa-book" aria-hidden="true" />
          </Panel.Icon>
          bulma
        </Panel.Block>
        <Panel.Block as="label" isWrapped>
          <input type="checkbox" />
          remember me
        </Panel.Block>
      </Panel>,
    );
    expect(screen.getByRole('navigation', { name: 'Repositories' })).toHaveClass('panel', 'is-primary');
    const all = screen.getByRole('link', { name: 'All' });
    expect(all).toHaveClass('is-active');
    expect(all).toHaveAttribute('aria-current', 'true');
    const publicTab = screen.getByRole('link', { name: 'Public' });
    expect(publicTab).not.toHaveAttribute('class');
    expect(publicTab).not.toHaveAttribute('aria-current');
    const block = screen.getByRole('link', { name: 'bulma' });
    expect(block).toHaveClass('panel-block', 'is-active');
    expect(block.firstElementChild).toHaveClass('panel-icon');
    expect(screen.getByRole('checkbox', { name: 'remember me' }).parentElement).toHaveClass(
      'panel-block',
      'is-wrapped',
    );
  });

  it('renders a tab as a type="button"', () => {
    render(<PanelTab as="button">Forks</PanelTab>);
    expect(screen.getByRole('button', { name: 'Forks' })).toHaveAttribute('type', 'button');
  });
});
