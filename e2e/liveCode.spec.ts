import { chunkContaining } from './buildFiles';
import { expect, open, storeColorMode, test } from './fixtures';

const GUIDE = '/docs/guides/intro';

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: a live preview is styled by Bulma while the site keeps its own styles`, async ({ page }) => {
    await storeColorMode(page, mode);
    await open(page, GUIDE);
    const preview = page.getByTestId('live-preview').first();
    // A live block loads its playground as it nears the viewport, as a reader scrolls to it.
    await preview.scrollIntoViewIfNeeded();
    const primary = preview.getByRole('button', { name: 'Save changes' });
    // Bulma v1's primary, hsl(171deg 100% 41%), inside the preview's shadow root.
    await expect(primary).toHaveCSS('background-color', 'rgb(0, 209, 178)');
    await expect(primary).toHaveClass(/\bbutton\b.*\bis-primary\b/);

    // Bulma is not loaded into the document: the site's own elements keep the theme's system font, not Bulma's
    // stack (which starts with Inter), while the preview has Bulma's.
    const fontOf = (element: Element) => getComputedStyle(element).fontFamily;
    const navbarFont = await page.locator('nav.navbar').evaluate(fontOf);
    expect(navbarFont).toMatch(/^system-ui,/);
    expect(await primary.evaluate(fontOf)).toMatch(/^"?Inter"?,/);
    const bodyStyle = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      bulmaRules: [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('.button.is-primary'));
        } catch {
          return false;
        }
      }),
    }));
    expect(bodyStyle.font).toMatch(/^system-ui,/);
    expect(bodyStyle.bulmaRules).toBe(false);

    // The preview follows the site's colour mode.
    await expect(preview.locator('.bulmatic-preview')).toHaveAttribute('data-theme', mode);
  });
}

test('editing a live example updates its preview, and a code error shows in place', async ({ page }) => {
  await open(page, GUIDE);
  const block = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first();
  // react-live edits a contenteditable <pre>, as a reader types into it.
  const editor = block.locator('[contenteditable]').first();
  const preview = block.getByTestId('live-preview');
  await block.scrollIntoViewIfNeeded();
  await expect(preview.getByRole('button', { name: 'Save changes' })).toBeVisible();

  // The code is inert until the reader goes to edit it: clicking it brings the editor, with the focus in it.
  await block.locator('pre').first().click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('<Button color="danger">Delete everything</Button>');
  const edited = preview.getByRole('button', { name: 'Delete everything' });
  await expect(edited).toBeVisible();
  await expect(edited).toHaveClass(/\bis-danger\b/);

  await page.keyboard.press('Control+a');
  await page.keyboard.type('<Button color="primary">Unclosed');
  await expect(block.getByRole('alert')).toContainText(/\S/);
  // The rest of the page still works. The navbar hides while the reader scrolls down (hideOnScroll) and slides back
  // in when they scroll up, as a reader does to reach it.
  await page.mouse.wheel(0, -100_000);
  const blog = page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true });
  await expect(blog).toBeInViewport({ ratio: 1 });
  await blog.click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a keyboard reader who reaches the code can type into it as soon as the editor arrives', async ({ page }) => {
  await open(page, GUIDE);
  const block = page.locator('[class*="playgroundContainer"]').first();
  await block.scrollIntoViewIfNeeded();
  const preview = block.getByTestId('live-preview');
  await expect(preview.getByRole('button', { name: 'Save changes' })).toBeVisible();
  // Focus without a pointer, as Tab gives it.
  await block.locator('pre').first().focus();
  const editor = block.locator('[contenteditable]');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('<Button color="link">Typed</Button>');
  await expect(preview.getByRole('button', { name: 'Typed' })).toHaveClass(/\bis-link\b/);
});

test('a reader who clicks into the code before the playground arrives is in its editor once it has', async ({
  page,
}) => {
  const compiler = chunkContaining('enableLegacyTypeScriptModuleInterop');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${compiler}`, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, GUIDE);
  const block = page.locator('[class*="playgroundContainer"]').first();
  await block.scrollIntoViewIfNeeded();
  await block.locator('pre').first().click();
  await expect(block.locator('pre').first()).toBeFocused();
  await expect(block.locator('[contenteditable]')).toHaveCount(0);

  release();
  const editor = block.locator('[contenteditable]');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('<Button color="warning">Early</Button>');
  await expect(block.getByTestId('live-preview').getByRole('button', { name: 'Early' })).toHaveClass(/\bis-warning\b/);
});

test('a Modal example opens inside its preview and closes with Escape and its close button', async ({ page }) => {
  await open(page, '/docs/api/components/modal');
  const preview = page.getByTestId('live-preview').first();
  await preview.getByRole('button', { name: 'Show credits' }).click();
  const dialog = preview.getByRole('dialog', { name: 'Photo credits' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveClass(/\bmodal\b.*\bis-active\b/);
  // The modal is styled by Bulma inside the preview: its background dims the whole viewport.
  await expect(preview.locator('.modal-background')).toHaveCSS('position', 'absolute');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await preview.getByRole('button', { name: 'Show credits' }).click();
  await expect(dialog).toBeVisible();
  await preview.getByRole('button', { name: 'Close credits' }).click();
  await expect(dialog).toBeHidden();
});

test('a Dropdown example opens on click, and choosing an item closes it', async ({ page }) => {
  await open(page, '/docs/api/components/dropdown');
  const preview = page.getByTestId('live-preview').first();
  const trigger = preview.getByRole('button', { name: 'Export' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = preview.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Excel' }).click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(preview).toContainText('Exported: Excel');
});

test('icons in previews render from icon fonts served by the site, loaded only where used', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });
  await open(page, '/docs/guides/getting-started/alternative-icons');
  const firstPreview = page.getByTestId('live-preview').first();
  await expect(firstPreview.getByText('Material Symbols')).toBeVisible();

  const families = ['Font Awesome 7 Free', 'Material Design Icons', 'Ionicons', 'Material Symbols Outlined'];
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        await document.fonts.ready;
        const loaded = new Set([...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
        return wanted.filter((family) => !loaded.has(`"${family}"`) && !loaded.has(family));
      }, families),
    )
    .toEqual([]);

  // A ligature font draws "home" as one square glyph, far narrower than the word set in text.
  const symbol = firstPreview.locator('.material-symbols-outlined').first();
  const box = (await symbol.boundingBox())!;
  expect(box.width).toBeLessThan(box.height * 1.5);
  // Font Awesome draws its glyph from a ::before content code point in the preview's own stylesheet.
  const content = await firstPreview
    .locator('i.fas')
    .first()
    .evaluate((icon) => getComputedStyle(icon, '::before').content);
  expect(content).not.toBe('none');

  // Fonts come from this site (the fixture already fails any foreign request), as hashed assets.
  expect(fontRequests.length).toBeGreaterThanOrEqual(4);
  for (const path of fontRequests) expect(path).toMatch(/^\/assets\/fonts\/.+\.woff2$/);

  // A page whose previews show no icon fetches no icon font.
  fontRequests.length = 0;
  await open(page, '/docs/api/elements/box');
  await expect(page.getByTestId('live-preview').first()).toBeVisible();
  expect(fontRequests).toEqual([]);
});

test('a live block costs nothing until it nears the viewport, its editor nothing until the reader edits', async ({
  page,
}) => {
  const compiler = chunkContaining('enableLegacyTypeScriptModuleInterop');
  const prism = chunkContaining('DFS:');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, GUIDE);
  const block = page.locator('[class*="playgroundContainer"]').first();
  // Before: the example's highlighted code and the playground's frame, from the page's own HTML.
  await expect(block).toContainText('Save changes');
  await expect(block.getByText('Live Editor')).toBeVisible();
  await expect(block.locator('[contenteditable]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(compiler);

  const code = block.locator('pre');
  const codeHeight = await code.evaluate((element) => element.getBoundingClientRect().height);
  const tokens = await code.locator('.token').count();
  await block.scrollIntoViewIfNeeded();
  // On approach the preview goes live; the code stays as the server highlighted it, without Prism.
  await expect(block.getByTestId('live-preview').getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(scripts).toContain(compiler);
  await page.waitForLoadState('networkidle');
  await expect(block.locator('[contenteditable]')).toHaveCount(0);
  expect(await code.locator('.token').count()).toBe(tokens);
  expect(scripts).not.toContain(prism);

  // Pointing at the code fetches Prism, and the editor takes the code's place exactly: same lines, same height.
  await code.hover();
  const editor = block.locator('[contenteditable]');
  await expect(editor).toHaveCount(1);
  expect(scripts).toContain(prism);
  expect(await editor.locator('.token').count()).toBe(tokens);
  expect(await editor.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(codeHeight, 0);
});

test('a live block whose playground fails to load says so, keeps its code, and Retry recovers', async ({ page }) => {
  const compiler = chunkContaining('enableLegacyTypeScriptModuleInterop');
  let fail = true;
  await page.route(`**${compiler}`, (route) => (fail ? route.abort('failed') : route.continue()));
  await open(page, GUIDE);
  const block = page.locator('[class*="playgroundContainer"]').first();
  await block.scrollIntoViewIfNeeded();
  const alert = block.getByRole('alert');
  await expect(alert).toContainText('The live example could not be loaded.');
  await expect(block).toContainText('Save changes');

  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(block.getByTestId('live-preview').getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(alert).toBeHidden();
});
