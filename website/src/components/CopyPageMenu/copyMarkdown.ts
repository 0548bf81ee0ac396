/** Fetches the page's twin from the site itself. An HTML answer (a host's fallback page) is not the twin. */
async function fetchMarkdown(markdownPath: string): Promise<string> {
  const response = await fetch(markdownPath, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${markdownPath} answered ${response.status}`);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error(`${markdownPath} answered with HTML, not Markdown`);
  }
  return response.text();
}

/**
 * Copies the page's Markdown twin to the clipboard, fetching it only now that the reader asked for it.
 *
 * Browsers allow a clipboard write only shortly after the reader's click, and the fetch may outlast that. A
 * ClipboardItem can be handed the promise of its content, so the write starts within the click and completes when
 * the text arrives. Browsers without it, or whose ClipboardItem refuses a promise, get writeText once the text is
 * here.
 */
export async function copyMarkdown(markdownPath: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('This browser gives the page no clipboard');
  const text = fetchMarkdown(markdownPath);
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // A failed fetch ends here (`await text` rethrows it); a refused write is tried again below.
    }
  }
  await clipboard.writeText(await text);
}
