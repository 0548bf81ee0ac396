// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CopyPageMenu, { COPY_RESULT_MS } from '../src/components/CopyPageMenu';
import { markdownTwinPath, markdownTwinUrl } from '../src/components/CopyPageMenu/twin';

const TWIN_PATH = '/docs/api/elements/button.md';
const TWIN_URL = 'https://bulmatic.example/docs/api/elements/button.md';
const MARKDOWN = '# Button\n\nA clickable button.\n';

/** What the page's clipboard received, and the stubs to arrange it (jsdom has neither clipboard nor ClipboardItem). */
interface ClipboardStub {
  write: ReturnType<typeof vi.fn>;
  writeText: ReturnType<typeof vi.fn>;
  /** The text written, by either method. */
  written: () => Promise<string | undefined>;
}

function stubClipboard({ withClipboardItem }: { withClipboardItem: boolean }): ClipboardStub {
  let written: Promise<string | undefined> = Promise.resolve(undefined);
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Blob | Promise<Blob>>) {}
  }
  const write = vi.fn(async (items: FakeClipboardItem[]) => {
    // As a browser does, the write completes when the promised content has arrived.
    const blob = await items[0]!.items['text/plain'];
    written = blob!.text();
    await written;
  });
  const writeText = vi.fn(async (text: string) => {
    written = Promise.resolve(text);
  });
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { write, writeText } });
  if (withClipboardItem) vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  else vi.stubGlobal('ClipboardItem', undefined);
  return { write, writeText, written: () => written };
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const markdownResponse = () => new Response(MARKDOWN, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });

/** Renders the menu; stub the clipboard after this, as user-event puts a clipboard of its own on the page. */
function renderMenu() {
  const user = userEvent.setup();
  render(
    <>
      <CopyPageMenu markdownPath={TWIN_PATH} markdownUrl={TWIN_URL} />
      <button type="button">After the menu</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'More ways to use this page' });
  return { user, toggle, copyButton: screen.getByRole('button', { name: 'Copy page' }) };
}

const menuItems = () => screen.getAllByRole('menuitem');
const item = (name: RegExp) => screen.getByRole('menuitem', { name });

let fetch: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetch = stubFetch(markdownResponse);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('the twin of a page', () => {
  it('is the page path plus .md, and absolute from the site URL', () => {
    expect(markdownTwinPath('/docs/api/elements/button')).toBe('/docs/api/elements/button.md');
    expect(markdownTwinPath('/docs/api/elements/button/')).toBe('/docs/api/elements/button.md');
    expect(markdownTwinPath('/docs/category/elements')).toBe('/docs/category/elements.md');
    expect(markdownTwinUrl('https://bulmatic.example/', '/docs/intro.md')).toBe(
      'https://bulmatic.example/docs/intro.md',
    );
  });
});

describe('the menu button', () => {
  it('is closed at first, with the menu button attributes and no menu in the page', () => {
    const { toggle } = renderMenu();
    expect(toggle.getAttribute('aria-haspopup')).toBe('menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toMatch(/\S/);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on Enter with the focus on the first item, and names the menu it controls', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(toggle.id);
    expect(menuItems().map((element) => element.textContent)).toEqual([
      'Copy pageMarkdown for LLMs',
      'View as MarkdownThis page as plain text(opens in a new tab)',
      'Open in ChatGPTAsk questions about this page(opens in a new tab)',
      'Open in ClaudeAsk questions about this page(opens in a new tab)',
    ]);
    // Roving focus: the items are reached with the arrow keys, not with Tab.
    expect(menuItems().every((element) => element.tabIndex === -1)).toBe(true);
    expect(document.activeElement).toBe(menuItems()[0]);
  });

  it('opens on Space and on a click too', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard(' ');
    expect(document.activeElement).toBe(menuItems()[0]);
    await user.keyboard('{Escape}');
    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(toggle);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on ArrowDown at the first item and on ArrowUp at the last', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menuItems()[0]);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(menuItems()[3]);
  });

  it('moves the focus with the arrow keys (wrapping), Home and End', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    const focused = () => menuItems().indexOf(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(1);
    await user.keyboard('{End}');
    expect(focused()).toBe(3);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(3);
    await user.keyboard('{Home}');
    expect(focused()).toBe(0);
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on Tab, the focus going on to what follows the button', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the menu' }));
  });

  it('closes on a press outside it, leaving the focus where the reader put it', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    const outside = screen.getByRole('button', { name: 'After the menu' });
    await user.click(outside);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(outside);
  });

  it('requests nothing while it renders and opens', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the menu items', () => {
  it('link the twin, opened in a new tab', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    const view = item(/^View as Markdown/);
    expect(view.getAttribute('href')).toBe(TWIN_PATH);
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('open ChatGPT and Claude with a prompt that carries the encoded absolute URL of the twin', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    const prompt = `Read ${TWIN_URL} so you can answer my questions about it.`;
    const chatGpt = item(/^Open in ChatGPT/);
    const claude = item(/^Open in Claude/);
    expect(chatGpt.getAttribute('href')).toBe(`https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`);
    expect(claude.getAttribute('href')).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    expect(chatGpt.getAttribute('href')).toContain(encodeURIComponent(TWIN_URL));
    expect(new URL(claude.getAttribute('href')!).searchParams.get('q')).toBe(prompt);
    for (const link of [chatGpt, claude]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('follow a link on Space, as they do on Enter, and close the menu after it', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    const followed: string[] = [];
    // jsdom cannot navigate; the click reaching the link is what a browser follows.
    document.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link) {
        followed.push(link.getAttribute('href')!);
        event.preventDefault();
      }
    });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard(' ');
    expect(followed).toHaveLength(1);
    expect(followed[0]).toMatch(/^https:\/\/chatgpt\.com\//);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });
});

describe('copying the page', () => {
  it('fetches the twin only when asked, and writes it through a ClipboardItem', async () => {
    const { user, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: true });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(copyButton);
    await waitFor(() => expect(copyButton.textContent).toBe('Copied'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(TWIN_PATH);
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(await clipboard.written()).toBe(MARKDOWN);
    expect(screen.getByRole('status').textContent).toBe('Page copied as Markdown.');
  });

  it('starts the clipboard write within the click, before the twin has arrived', async () => {
    let answer: (response: Response) => void = () => {};
    fetch = stubFetch(markdownResponse);
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: true });
    fireEvent.click(copyButton);
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    expect(copyButton.textContent).toBe('Copying…');
    await act(async () => answer(markdownResponse()));
    await waitFor(() => expect(copyButton.textContent).toBe('Copied'));
    expect(await clipboard.written()).toBe(MARKDOWN);
  });

  it('falls back to writeText after the fetch where there is no ClipboardItem', async () => {
    const { user, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: false });
    await user.click(copyButton);
    await waitFor(() => expect(copyButton.textContent).toBe('Copied'));
    expect(clipboard.write).not.toHaveBeenCalled();
    expect(clipboard.writeText).toHaveBeenCalledWith(MARKDOWN);
  });

  it('tries writeText when the browser refuses a ClipboardItem with a promise', async () => {
    const { user, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: true });
    clipboard.write.mockRejectedValueOnce(new TypeError('Promises are not supported'));
    await user.click(copyButton);
    await waitFor(() => expect(copyButton.textContent).toBe('Copied'));
    expect(clipboard.writeText).toHaveBeenCalledWith(MARKDOWN);
  });

  it('copies from the menu item, closing the menu and giving the focus back to the toggle', async () => {
    const { user, toggle, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: true });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await waitFor(() => expect(copyButton.textContent).toBe('Copied'));
    expect(await clipboard.written()).toBe(MARKDOWN);
  });

  it('says so when the twin cannot be fetched, and writes nothing', async () => {
    fetch = stubFetch(() => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } }));
    const { user, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: false });
    await user.click(copyButton);
    await waitFor(() => expect(copyButton.textContent).toBe('Copy failed'));
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/^Could not copy the page/);
  });

  it('does not copy an HTML page that a host answered in place of the twin', async () => {
    fetch = stubFetch(
      () => new Response('<!doctype html><title>Button</title>', { headers: { 'content-type': 'text/html' } }),
    );
    const { user, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: true });
    await user.click(copyButton);
    await waitFor(() => expect(copyButton.textContent).toBe('Copy failed'));
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(await clipboard.written()).toBeUndefined();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user, copyButton } = renderMenu();
    const clipboard = stubClipboard({ withClipboardItem: false });
    clipboard.writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(copyButton);
    await waitFor(() => expect(copyButton.textContent).toBe('Copy failed'));
    expect(screen.getByRole('status').textContent).toMatch(/^Could not copy the page/);
  });

  it('fetches once for a double click, and offers to copy again a moment after', async () => {
    vi.useFakeTimers();
    stubClipboard({ withClipboardItem: true });
    render(<CopyPageMenu markdownPath={TWIN_PATH} markdownUrl={TWIN_URL} />);
    const copyButton = screen.getByRole('button', { name: 'Copy page' });
    fireEvent.click(copyButton);
    fireEvent.click(copyButton);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(copyButton.textContent).toBe('Copied');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(COPY_RESULT_MS));
    expect(copyButton.textContent).toBe('Copy page');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
