import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { itIsConformant } from '../../../test/conformance.js';
import { renderInShadowRoot } from '../../../test/renderInShadowRoot.js';
import { Tabs, type TabsProps } from './Tabs.js';
import { TabsPanel } from './TabsPanel.js';
import { TabsTab } from './TabsTab.js';

const InList = ({ children }: { children: ReactNode }) => <ul>{children}</ul>;

function Media(props: TabsProps) {
  return (
    <Tabs label="Media" {...props}>
      <Tabs.Tab value="pictures">Pictures</Tabs.Tab>
      <Tabs.Tab value="music">Music</Tabs.Tab>
      <Tabs.Tab value="videos" disabled>
        Videos
      </Tabs.Tab>
      <Tabs.Tab value="documents">Documents</Tabs.Tab>
      <Tabs.Panel value="pictures">Holiday photos</Tabs.Panel>
      <Tabs.Panel value="music">Playlists</Tabs.Panel>
      <Tabs.Panel value="documents">Reports</Tabs.Panel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

// The parts as a client component gets them from a server component: React's Flight client gives each element a
// lazy type that resolves to the component, so `element.type` is not the imported function.
const asClientReference = <C,>(component: C): C =>
  ({ $$typeof: Symbol.for('react.lazy'), _payload: component, _init: (payload: C) => payload }) as C;
const ServerTab = asClientReference(TabsTab);
const ServerPanel = asClientReference(TabsPanel);

function MediaFromServer(props: TabsProps & { picturesId?: string }) {
  const { picturesId, ...rest } = props;
  return (
    <Tabs label="Media" {...rest}>
      <ServerTab value="pictures">Pictures</ServerTab>
      <ServerTab value="music">Music</ServerTab>
      <ServerTab value="videos" disabled>
        Videos
      </ServerTab>
      <ServerPanel value="pictures" id={picturesId}>
        Holiday photos
      </ServerPanel>
      <ServerPanel value="music">Playlists</ServerPanel>
    </Tabs>
  );
}

/** The server HTML of `node`, parsed. */
function serverHtml(node: ReactNode) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(node);
  return page;
}

/** The tab row, the panels after it and each tab's aria-controls, as they are in `page`. */
function tabsIn(page: Element) {
  const list = page.querySelector('[role="tablist"]')!;
  return {
    inList: [...list.children].map((item) => item.textContent),
    panelsInList: list.querySelectorAll('[role="tabpanel"]').length,
    panelsAfter: [...page.querySelectorAll(':scope > [role="tabpanel"]')].map((panel) => panel.id),
    controls: [...list.querySelectorAll('[role="tab"]')].map((item) => item.getAttribute('aria-controls')),
  };
}

describe('Tabs', () => {
  itIsConformant(Tabs, { name: 'Tabs', bulmaClass: 'tabs', element: 'div' });
  itIsConformant(TabsTab, {
    name: 'TabsTab',
    bulmaClass: 'is-active',
    element: 'li',
    props: { isActive: true, value: 'one' },
    refType: HTMLLIElement,
    as: false,
    wrapper: InList,
    rootSelector: 'li',
  });
  // Bulma has no class for a tab panel, so a helper class stands in for the one the suite looks for.
  itIsConformant(TabsPanel, { name: 'TabsPanel', bulmaClass: 'pt-4', element: 'div', props: { value: 'one', pt: 4 } });

  it('exposes its sub-parts as static members', () => {
    expect(Tabs.Tab).toBe(TabsTab);
    expect(Tabs.Panel).toBe(TabsPanel);
  });

  it('renders a labelled tablist inside Bulma’s tabs and the panels after it', () => {
    const { container } = render(<Media />);
    const list = screen.getByRole('tablist', { name: 'Media' });
    expect(list.tagName).toBe('UL');
    expect(list.parentElement).toHaveClass('tabs');
    expect(container.children).toHaveLength(4);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(tab('Pictures').parentElement).toHaveAttribute('role', 'presentation');
  });

  it('selects the first enabled tab by default and links tabs and panels by id', () => {
    render(<Media />);
    expect(tab('Pictures')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pictures').parentElement).toHaveClass('is-active');
    expect(tab('Pictures')).toHaveAttribute('tabindex', '0');
    expect(tab('Music')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Music')).toHaveAttribute('tabindex', '-1');
    expect(tab('Music').parentElement).not.toHaveAttribute('class');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Holiday photos');
    expect(panel).toHaveAttribute('id', tab('Pictures').getAttribute('aria-controls'));
    expect(panel).toHaveAttribute('aria-labelledby', tab('Pictures').id);
    expect(screen.getByRole('tabpanel', { name: 'Pictures' })).toBe(panel);
    expect(screen.getByText('Playlists')).not.toBeVisible();
    expect(tab('Videos')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Videos')).not.toHaveAttribute('aria-controls');
  });

  it('selects a tab on click, but not a disabled one', async () => {
    const onValueChange = vi.fn();
    render(<Media onValueChange={onValueChange} />);
    await userEvent.click(tab('Music'));
    expect(tab('Music')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Playlists');
    expect(onValueChange).toHaveBeenLastCalledWith('music');
    await userEvent.click(tab('Videos'));
    expect(tab('Music')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('moves focus and selection with the arrow keys, skipping disabled tabs and wrapping', async () => {
    render(<Media />);
    await userEvent.tab();
    expect(tab('Pictures')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Music')).toHaveFocus();
    expect(tab('Music')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Documents')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Reports');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Pictures')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Documents')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Pictures')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Documents')).toHaveFocus();
  });

  it('moves focus and selection with the arrow keys inside a shadow root', () => {
    const { getByRole, shadowRoot } = renderInShadowRoot(<Media />);
    const pictures = getByRole('tab', { name: 'Pictures' });
    act(() => pictures.focus());
    fireEvent.keyDown(pictures, { key: 'ArrowRight' });
    const music = getByRole('tab', { name: 'Music' });
    expect(shadowRoot.activeElement).toBe(music);
    expect(music).toHaveAttribute('aria-selected', 'true');
  });

  it('moves from the tab to its panel with Tab', async () => {
    render(<Media defaultValue="music" />);
    await userEvent.tab();
    expect(tab('Music')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('documents');
      return (
        <>
          <Media value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Pictures'));
    expect(screen.getByRole('status')).toHaveTextContent('pictures');
    expect(tab('Pictures')).toHaveAttribute('aria-selected', 'true');
  });

  it('stays on the controlled value until the owner changes it', async () => {
    const onValueChange = vi.fn();
    render(<Media value="music" onValueChange={onValueChange} />);
    await userEvent.click(tab('Pictures'));
    expect(onValueChange).toHaveBeenCalledWith('pictures');
    expect(tab('Music')).toHaveAttribute('aria-selected', 'true');
  });

  it('maps the Bulma modifiers', () => {
    render(<Media align="centered" size="medium" isBoxed isToggle isToggleRounded isFullwidth />);
    expect(screen.getByRole('tablist').parentElement).toHaveClass(
      'tabs',
      'is-centered',
      'is-medium',
      'is-boxed',
      'is-toggle',
      'is-toggle-rounded',
      'is-fullwidth',
    );
  });

  it('renders tabs without values or a Tabs around them from their own isActive', () => {
    render(
      <ul>
        <TabsTab isActive>One</TabsTab>
        <TabsTab>Two</TabsTab>
      </ul>,
    );
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).not.toHaveAttribute('tabindex');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
  });

  it('renders tabs with links as a labelled navigation of plain links', async () => {
    render(
      <Tabs label="Sections" isBoxed>
        <Tabs.Tab href="/overview" isActive>
          Overview
        </Tabs.Tab>
        <Tabs.Tab href="/pricing">Pricing</Tabs.Tab>
      </Tabs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(nav).toHaveClass('tabs', 'is-boxed');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview).toHaveAttribute('href', '/overview');
    expect(overview).toHaveAttribute('aria-current', 'page');
    expect(overview.parentElement).toHaveClass('is-active');
    expect(screen.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current');
    // A link is left to navigate: the click is not cancelled.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Pricing' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('renders tabs in the tab row, panels after it and the tabs’ aria-controls in the server HTML', () => {
    const page = serverHtml(<Media />);
    const { inList, panelsInList, panelsAfter, controls } = tabsIn(page);
    expect(inList).toEqual(['Pictures', 'Music', 'Videos', 'Documents']);
    expect(panelsInList).toBe(0);
    expect(panelsAfter).toHaveLength(3);
    expect(controls).toEqual([panelsAfter[0], panelsAfter[1], null, panelsAfter[2]]);
    expect(page.querySelector('[role="tabpanel"]:not([hidden])')).toHaveTextContent('Holiday photos');
  });

  it('places parts passed from a server component, whose types it cannot recognise, in the server HTML', () => {
    const page = serverHtml(<MediaFromServer picturesId="photos" />);
    const { inList, panelsInList, panelsAfter, controls } = tabsIn(page);
    expect(inList).toEqual(['Pictures', 'Music', 'Videos']);
    expect(panelsInList).toBe(0);
    expect(panelsAfter).toEqual(['photos', expect.stringMatching(/panel-music$/)]);
    expect(controls).toEqual(['photos', panelsAfter[1], null]);
    const tabs = [...page.querySelectorAll('[role="tab"]')];
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(page.querySelector('#photos')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(page.querySelector('#photos')).not.toHaveAttribute('hidden');
  });

  it('works with parts passed from a server component once in the browser', async () => {
    const { container } = render(<MediaFromServer picturesId="photos" />);
    const { inList, panelsInList, controls } = tabsIn(container);
    expect(inList).toEqual(['Pictures', 'Music', 'Videos']);
    expect(panelsInList).toBe(0);
    expect(controls[0]).toBe('photos');
    expect(tab('Videos')).not.toHaveAttribute('aria-controls');
    await userEvent.click(tab('Music'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Playlists');
    expect(tab('Music')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Pictures')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'photos');
  });

  it('keeps an id given to a panel, in the server HTML and in the browser', () => {
    const Given = () => (
      <Tabs>
        <Tabs.Tab value="a">A</Tabs.Tab>
        <Tabs.Panel value="a" id="panel-of-a">
          Apples
        </Tabs.Panel>
      </Tabs>
    );
    expect(tabsIn(serverHtml(<Given />)).controls).toEqual(['panel-of-a']);
    render(<Given />);
    expect(tab('A')).toHaveAttribute('aria-controls', 'panel-of-a');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'panel-of-a');
  });

  it('learns of panels its children do not show once they mount, and forgets them when they go', () => {
    const Panel: ComponentType<{ value: string; children: ReactNode }> = (props) => <Tabs.Panel {...props} />;
    const Wrapped = ({ withPanel }: { withPanel: boolean }) => (
      <Tabs>
        <Tabs.Tab value="a">A</Tabs.Tab>
        {withPanel && <Panel value="a">Apples</Panel>}
      </Tabs>
    );
    const { rerender } = render(<Wrapped withPanel />);
    expect(tab('A')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(screen.getByRole('tablist').querySelector('[role="tabpanel"]')).toBeNull();
    rerender(<Wrapped withPanel={false} />);
    expect(tab('A')).not.toHaveAttribute('aria-controls');
  });

  it('shows a panel outside Tabs', () => {
    render(<TabsPanel value="x">Shown</TabsPanel>);
    expect(screen.getByRole('tabpanel')).toBeVisible();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-labelledby');
  });
});
