// @vitest-environment node
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_REFERENCE, clientModulePaths, reactServerBuild } from './reactServer.js';

// A server component's view of the library, as an RSC bundler gives it: `react` is React's server build and every
// export of every 'use client' module is a client reference, a function that stands for the export and has no
// members of its own (so `Dropdown.Item` on one is `undefined`). React sends a reference's id to the client, which
// renders the export it names; here rendering the reference does the same, one element deeper. Either way a
// client component gets its children with a type that is not the imported function.

type Library = typeof import('../src/index.js');
type Exports = Record<string, unknown>;
// jsdom ships no types of its own; this is all the test needs of it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: { fragment(html: string): DocumentFragment } };

const paths = clientModulePaths();
const clientGraph = new Map<string, Exports>();
let server: Library;

function clientReference(id: string, target: unknown) {
  const reference = (props: object) => createElement(target as ComponentType, props);
  return Object.defineProperties(reference, { $$typeof: { value: CLIENT_REFERENCE }, $$id: { value: id } });
}

function referencesTo(path: string, exports: Exports): Exports {
  const id = relative(process.cwd(), path);
  return Object.fromEntries(
    Object.keys(exports).map((name) => [name, clientReference(`${id}#${name}`, exports[name])]),
  );
}

beforeAll(async () => {
  // The client's own copy of each 'use client' module, loaded with the regular React, is what a reference renders.
  vi.resetModules();
  for (const path of paths) clientGraph.set(path, (await import(path)) as Exports);
  vi.resetModules();
  vi.doMock('react', () => reactServerBuild());
  for (const path of paths) vi.doMock(path, () => referencesTo(path, clientGraph.get(path)!));
  server = await import('../src/index.js');
});

afterAll(() => {
  vi.doUnmock('react');
  for (const path of paths) vi.doUnmock(path);
  vi.resetModules();
});

/** The HTML a server renders for `node`, parsed. */
function serverHtml(node: ReactNode): DocumentFragment {
  return JSDOM.fragment(renderToString(node));
}

const attribute = (element: Element | null, name: string) => element?.getAttribute(name) ?? null;

describe('client components rendered from a server component', () => {
  it('get client references for the exports of every client module', () => {
    expect(paths.length).toBeGreaterThan(20);
    const { TabsTab, DropdownItem, NavbarMenu, ModalCardTitle } = server as unknown as Record<string, Exports>;
    for (const part of [TabsTab, DropdownItem, NavbarMenu, ModalCardTitle]) {
      expect(part!.$$typeof).toBe(CLIENT_REFERENCE);
    }
  });

  it('take their parts through static members', () => {
    const { Tabs, Dropdown, Navbar, Modal } = server;
    expect([Tabs.Panel, Dropdown.Item, Navbar.Menu, Modal.CardTitle]).toEqual([
      server.TabsPanel,
      server.DropdownItem,
      server.NavbarMenu,
      server.ModalCardTitle,
    ]);
    const page = serverHtml(
      <>
        <Tabs label="Fruit">
          <Tabs.Tab value="apples">Apples</Tabs.Tab>
          <Tabs.Panel value="apples">Crisp</Tabs.Panel>
        </Tabs>
        <Dropdown>
          <Dropdown.Trigger>Actions</Dropdown.Trigger>
          <Dropdown.Menu>
            <Dropdown.Content>
              <Dropdown.Item>Edit</Dropdown.Item>
              <Dropdown.Divider />
            </Dropdown.Content>
          </Dropdown.Menu>
        </Dropdown>
        <Navbar>
          <Navbar.Brand>
            <Navbar.Item href="/">Home</Navbar.Item>
            <Navbar.Burger />
          </Navbar.Brand>
          <Navbar.Menu>
            <Navbar.Start>
              <Navbar.Item href="/docs">Docs</Navbar.Item>
            </Navbar.Start>
          </Navbar.Menu>
        </Navbar>
        <Modal isActive withinPortal={false} aria-label="Settings">
          <Modal.Card>
            <Modal.CardHead>
              <Modal.CardTitle>Settings</Modal.CardTitle>
            </Modal.CardHead>
          </Modal.Card>
        </Modal>
      </>,
    );
    expect(page.querySelector('.tabs [role="tab"]')?.textContent).toBe('Apples');
    expect(page.querySelector('.dropdown-item')?.textContent).toBe('Edit');
    expect(page.querySelector('.dropdown-divider')).not.toBeNull();
    expect(page.querySelector('.navbar-menu .navbar-start .navbar-item')?.textContent).toBe('Docs');
    expect(page.querySelector('[role="dialog"] .modal-card-head .modal-card-title')?.textContent).toBe('Settings');
  });

  it('render Tabs with the tabs in the tab row, the panels after it, and each tab controlling its panel', () => {
    const { Tabs, TabsPanel, TabsTab } = server;
    const page = serverHtml(
      <Tabs label="Media">
        <TabsTab value="pictures">Pictures</TabsTab>
        <TabsTab value="music">Music</TabsTab>
        <TabsTab value="videos" disabled>
          Videos
        </TabsTab>
        <TabsPanel value="pictures" id="photos">
          Holiday photos
        </TabsPanel>
        <TabsPanel value="music">Playlists</TabsPanel>
      </Tabs>,
    );
    const list = page.querySelector('.tabs > ul[role="tablist"]')!;
    expect(attribute(list, 'aria-label')).toBe('Media');
    expect([...list.children].map((item) => item.textContent)).toEqual(['Pictures', 'Music', 'Videos']);
    expect(list.querySelector('[role="tabpanel"]')).toBeNull();
    const panels = [...page.children].filter((element) => element.getAttribute('role') === 'tabpanel');
    expect(panels.map((panel) => panel.textContent)).toEqual(['Holiday photos', 'Playlists']);
    expect(panels[0]!.id).toBe('photos');
    expect(panels[1]!.id).not.toBe('');
    const tabs = [...list.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => attribute(tab, 'aria-controls'))).toEqual(['photos', panels[1]!.id, null]);
    expect(panels.map((panel) => attribute(panel, 'aria-labelledby'))).toEqual([tabs[0]!.id, tabs[1]!.id]);
    expect(attribute(tabs[0]!, 'aria-selected')).toBe('true');
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true]);
  });

  it('render a Dropdown and a Navbar wired up by their own ids, with the trigger in dropdown-trigger', () => {
    const { Dropdown, DropdownMenu, DropdownTrigger, Navbar, NavbarBrand, NavbarBurger, NavbarMenu } = server;
    const page = serverHtml(
      <>
        <Dropdown>
          <DropdownTrigger>Actions</DropdownTrigger>
          <DropdownMenu />
        </Dropdown>
        <Navbar>
          <NavbarBrand>
            <NavbarBurger />
          </NavbarBrand>
          <NavbarMenu />
        </Navbar>
      </>,
    );
    const trigger = page.querySelector('.dropdown > .dropdown-trigger > button.button')!;
    const menu = page.querySelector('.dropdown-menu')!;
    expect(attribute(trigger, 'aria-controls')).toBe(menu.id);
    expect(attribute(menu, 'aria-labelledby')).toBe(trigger.id);
    const burger = page.querySelector('.navbar-burger')!;
    expect(attribute(burger, 'aria-controls')).toBe(page.querySelector('.navbar-menu')!.id);
  });

  it('let a server component name the menu a burger controls when it gives the menu an id', () => {
    const { Navbar, NavbarBurger, NavbarMenu } = server;
    const page = serverHtml(
      <Navbar>
        <NavbarBurger aria-controls="site-menu" />
        <NavbarMenu id="site-menu" />
      </Navbar>,
    );
    expect(attribute(page.querySelector('.navbar-burger'), 'aria-controls')).toBe('site-menu');
    expect(page.querySelector('.navbar-menu')!.id).toBe('site-menu');
  });
});
